/** href of <a> and <area>, quoted or not. */
const LINK_HREF = /(<(?:a|area)\b[^>]*?\bhref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s>"'`=<]+))/gi;
const BODY_END = /<\/body\s*>/gi;
/** Absolute http(s) URLs of printable ASCII (a non-ASCII byte would be read in the part's charset, unknown here). */
const TRACKABLE_URL = /^https?:\/\/[\x21-\x7e]+$/i;
/**
 * Rewrites one HTML part: http(s) links point at the click-tracking URL, and a 1x1 pixel goes
 * before </body> (or at the end). The text is handled as latin1, one character per byte, so
 * the part's bytes in any ASCII-compatible charset come back unchanged where nothing was rewritten.
 */
export function addHtmlTracking(html, urls) {
    let result = html;
    if (urls.clickUrl) {
        const clickUrl = urls.clickUrl;
        result = result.replace(LINK_HREF, (whole, prefix, doubleQuoted, singleQuoted, bare) => {
            const original = decodeHtmlEntities((doubleQuoted ?? singleQuoted ?? bare ?? '').trim());
            if (!TRACKABLE_URL.test(original))
                return whole;
            return `${prefix}"${escapeAttribute(clickUrl(original))}"`;
        });
    }
    if (urls.pixelUrl) {
        const pixel = `<img src="${escapeAttribute(urls.pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0;width:1px;height:1px" />`;
        const ends = [...result.matchAll(BODY_END)];
        const last = ends.at(-1);
        result = last?.index !== undefined ? `${result.slice(0, last.index)}${pixel}${result.slice(last.index)}` : `${result}${pixel}`;
    }
    return result;
}
/** The entities that appear in URLs (&amp; above all), named or numeric. */
function decodeHtmlEntities(value) {
    return value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (entity, name) => {
        const lower = name.toLowerCase();
        if (lower.startsWith('#x'))
            return safeCodePoint(parseInt(lower.slice(2), 16)) ?? entity;
        if (lower.startsWith('#'))
            return safeCodePoint(parseInt(lower.slice(1), 10)) ?? entity;
        return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[lower];
    });
}
function safeCodePoint(code) {
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}
function escapeAttribute(value) {
    return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
//# sourceMappingURL=html-tracking.js.map