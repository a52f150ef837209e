import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addHtmlTracking } from './html-tracking.js';
const clickUrl = (url) => `https://t.example/t/c/${Buffer.from(url).toString('base64url')}`;
describe('HTML tracking rewrite', () => {
    test('http(s) links of a and area point at the click URL of their decoded original', () => {
        const html = `<a href="https://shop.example/?a=1&amp;b=2">x</a><A class=y HREF='http://b.example/p'>y</A><area href=https://c.example/z>`;
        assert.equal(addHtmlTracking(html, { pixelUrl: null, clickUrl }), `<a href="${clickUrl('https://shop.example/?a=1&b=2')}">x</a><A class=y HREF="${clickUrl('http://b.example/p')}">y</A><area href="${clickUrl('https://c.example/z')}">`);
    });
    test('mailto, tel, anchors, relative and javascript links stay as they are', () => {
        const html = '<a href="mailto:a@b.example">m</a><a href="tel:+1">t</a><a href="#top">a</a><a href="/rel">r</a><a href="javascript:alert(1)">j</a>';
        assert.equal(addHtmlTracking(html, { pixelUrl: null, clickUrl }), html);
    });
    test('the pixel goes before the last </body>, or at the end without one', () => {
        const pixel = 'https://t.example/t/o/tok.gif';
        const img = `<img src="${pixel}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
        assert.equal(addHtmlTracking('<html><body><p>Hi</p></BODY></html>', { pixelUrl: pixel, clickUrl: null }), `<html><body><p>Hi</p>${img}</BODY></html>`);
        assert.equal(addHtmlTracking('<p>Hi</p>', { pixelUrl: pixel, clickUrl: null }), `<p>Hi</p>${img}`);
    });
    test('with neither switch the HTML is unchanged', () => {
        const html = '<a href="https://a.example">a</a>';
        assert.equal(addHtmlTracking(html, { pixelUrl: null, clickUrl: null }), html);
    });
});
//# sourceMappingURL=html-tracking.spec.js.map