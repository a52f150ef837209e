import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { sendToInbound } from './support/inbound-mail.js';
import { PUBLIC_URL, RETURN_PATH_DOMAIN, startInboundPlatform } from './support/inbound-platform.js';
const SENDER_DOMAIN = 'unsubscribe-sender.example';
/** A header field of a received message, unfolded; undefined when absent. */
function headerOf(message, name) {
    const section = message.raw.toString().split('\r\n\r\n')[0];
    const field = section.split(/\r\n(?![ \t])/).find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return field?.slice(name.length + 1).replace(/\r\n[ \t]+/g, ' ').trim();
}
describe('unsubscribe (RFC 8058 one-click link, RFC 2369 mailto)', () => {
    let platform;
    let domainId;
    const call = (method, path) => platform.api.http[method](path).set('authorization', `Bearer ${platform.sender.apiKey}`);
    const dkimOf = async (message) => {
        const result = await dkimVerify(message.raw, {
            resolver: async (name, type) => {
                if (type === 'TXT' && name === platform.sender.dkimName)
                    return [[platform.sender.dkimTxt]];
                throw Object.assign(new Error(`no ${type} for ${name}`), { code: 'ENOTFOUND' });
            },
        });
        const signature = headerOf(message, 'DKIM-Signature');
        const signedFields = /(?:^|;)\s*h=([^;]+)/.exec(signature)[1].replace(/\s/g, '').toLowerCase().split(':');
        return { result: result.results[0]?.status?.result, signedFields };
    };
    /** The token of a copy's one-click link. */
    const tokenOf = (message) => {
        const match = new RegExp(`^<${PUBLIC_URL}/u/([a-z2-7]{40})>, <mailto:u\\+([a-z2-7]{40})@${RETURN_PATH_DOMAIN}\\?subject=unsubscribe>$`).exec(headerOf(message, 'List-Unsubscribe') ?? '');
        assert.ok(match, `List-Unsubscribe: ${headerOf(message, 'List-Unsubscribe')}`);
        assert.equal(match[1], match[2], 'the link and the mailto carry the same token');
        return match[1];
    };
    const suppressionOf = async (address) => (await call('get', '/api/v1/suppressions')).body.items.find((entry) => entry.address === address);
    const unsubscribedEvents = async (id) => (await platform.messageDetail(id)).events.filter((event) => event.type === 'unsubscribed');
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN);
        const domains = await call('get', '/api/v1/domains');
        domainId = domains.body.items[0]._id;
    });
    after(async () => {
        await platform?.close();
    });
    test('off by default; the domain setting turns it on', async () => {
        const sent = await platform.send({ to: 'plain@receiver.example' });
        assert.equal(headerOf(await platform.delivered(sent.message_id, 'plain@receiver.example'), 'List-Unsubscribe'), undefined);
        const updated = await call('patch', `/api/v1/domains/${domainId}`).send({ unsubscribe_headers: true });
        assert.equal(updated.status, 200, JSON.stringify(updated.body));
        assert.equal(updated.body.domain.unsubscribe_headers, true);
        const invalid = await call('patch', `/api/v1/domains/${domainId}`).send({ unsubscribe_headers: 'yes' });
        assert.equal(invalid.status, 400);
        assert.deepEqual(invalid.body.message, ['unsubscribe_headers must be true or false']);
    });
    test('each recipient gets its own List-Unsubscribe and List-Unsubscribe-Post, signed (h=) and verified by mailauth', async () => {
        const sent = await platform.send({ to: ['one@receiver.example', 'two@receiver.example'], subject: 'Newsletter' });
        const first = await platform.delivered(sent.message_id, 'one@receiver.example');
        const second = await platform.delivered(sent.message_id, 'two@receiver.example');
        assert.deepEqual([first.to, second.to], [['one@receiver.example'], ['two@receiver.example']], 'one copy per recipient');
        assert.notEqual(tokenOf(first), tokenOf(second));
        for (const copy of [first, second]) {
            assert.equal(headerOf(copy, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
            const { result, signedFields } = await dkimOf(copy);
            assert.equal(result, 'pass');
            assert.ok(signedFields.includes('list-unsubscribe') && signedFields.includes('list-unsubscribe-post'), signedFields.join(':'));
        }
    });
    test('the link shows a confirmation page and changes nothing; the one-click POST unsubscribes that recipient only', async () => {
        const sent = await platform.send({ to: ['leaving@receiver.example', 'staying@receiver.example'], subject: 'Weekly' });
        const copy = await platform.delivered(sent.message_id, 'leaving@receiver.example');
        const token = tokenOf(copy);
        const page = await platform.api.http.get(`/u/${token}`);
        assert.equal(page.status, 200);
        assert.match(page.headers['content-type'], /^text\/html; charset=utf-8/);
        assert.match(page.headers['content-security-policy'], /default-src 'none'/);
        assert.match(page.text, /<form method="post" action="\?via=page">/, 'posts back to the same link');
        assert.match(page.text, /to <strong>l\*\*\*@receiver\.example<\/strong>/);
        assert.deepEqual(await unsubscribedEvents(sent.id), [], 'a GET (link checkers, previews) does nothing');
        const oneClick = await platform.api.http.post(`/u/${token}`).type('form').send('List-Unsubscribe=One-Click');
        assert.equal(oneClick.status, 200);
        assert.match(oneClick.text, /You are unsubscribed/);
        const events = await unsubscribedEvents(sent.id);
        assert.deepEqual(events.map((event) => [event.recipient, event.response]), [['leaving@receiver.example', 'Unsubscribed with one click (List-Unsubscribe-Post)']]);
        assert.equal((await suppressionOf('leaving@receiver.example'))?.cause, 'unsubscribe');
        assert.equal(await suppressionOf('staying@receiver.example'), undefined, 'the other recipient of the message stays');
        const refused = await call('post', '/api/v1/messages').send({ from: `news@${SENDER_DOMAIN}`, to: 'leaving@receiver.example', subject: 'x', text: 'x' });
        assert.equal(refused.status, 422);
        assert.equal(refused.body.message, 'Recipient leaving@receiver.example is suppressed: its owner unsubscribed');
        // Pressing again (or the provider retrying) answers the same and records nothing more.
        assert.equal((await platform.api.http.post(`/u/${token}?via=page`)).status, 200);
        assert.equal((await unsubscribedEvents(sent.id)).length, 1);
    });
    test('a tampered or made-up token is a 404 and records nothing', async () => {
        const sent = await platform.send({ to: 'tamper@receiver.example', subject: 'Offers' });
        const token = tokenOf(await platform.delivered(sent.message_id, 'tamper@receiver.example'));
        const tampered = token.slice(0, 10) + (token[10] === 'a' ? 'b' : 'a') + token.slice(11);
        for (const path of [`/u/${tampered}`, '/u/not-a-token', `/u/${token}x`]) {
            const get = await platform.api.http.get(path);
            const post = await platform.api.http.post(path).type('form').send('List-Unsubscribe=One-Click');
            assert.deepEqual([get.status, post.status], [404, 404], path);
            assert.match(post.text, /This unsubscribe link is not valid\./);
        }
        assert.deepEqual(await unsubscribedEvents(sent.id), []);
        assert.equal(await suppressionOf('tamper@receiver.example'), undefined);
    });
    test('mail to the List-Unsubscribe mailto unsubscribes too', async () => {
        const sent = await platform.send({ to: 'mailer@receiver.example', subject: 'Digest' });
        const token = tokenOf(await platform.delivered(sent.message_id, 'mailer@receiver.example'));
        const request = ['From: mailer@receiver.example', `To: u+${token}@${RETURN_PATH_DOMAIN}`, 'Subject: unsubscribe', '', 'unsubscribe', ''].join('\r\n');
        const reply = await sendToInbound(platform.inboundPort, { from: 'mailer@receiver.example', to: [`u+${token}@${RETURN_PATH_DOMAIN}`] }, request);
        assert.deepEqual(reply, { accepted: true, response: '250 2.0.0 Message accepted' });
        const detail = await platform.waitForEvent(sent.id, 'unsubscribed', 'mailer@receiver.example');
        assert.equal(detail.events.find((event) => event.type === 'unsubscribed')?.response, 'Unsubscribed by e-mail (List-Unsubscribe mailto)');
        assert.equal((await suppressionOf('mailer@receiver.example'))?.cause, 'unsubscribe');
    });
    test('per message: the API field or the X-Platform-Unsubscribe header wins over the domain, and the header never leaves', async () => {
        const withoutField = await platform.send({ to: 'field-off@receiver.example', unsubscribe: false });
        const withoutHeader = await platform.send({ to: 'header-off@receiver.example', headers: { 'X-Platform-Unsubscribe': 'off' } });
        for (const [sent, recipient] of [[withoutField, 'field-off@receiver.example'], [withoutHeader, 'header-off@receiver.example']]) {
            const copy = await platform.delivered(sent.message_id, recipient);
            assert.equal(headerOf(copy, 'List-Unsubscribe'), undefined);
            assert.equal(headerOf(copy, 'X-Platform-Unsubscribe'), undefined);
            assert.equal((await dkimOf(copy)).result, 'pass');
        }
        await call('patch', `/api/v1/domains/${domainId}`).send({ unsubscribe_headers: false });
        const withHeader = await platform.send({ to: 'header-on@receiver.example', headers: { 'X-Platform-Unsubscribe': 'on' } });
        const copy = await platform.delivered(withHeader.message_id, 'header-on@receiver.example');
        tokenOf(copy);
        assert.equal(headerOf(copy, 'X-Platform-Unsubscribe'), undefined);
        const bad = await call('post', '/api/v1/messages').send({ from: `news@${SENDER_DOMAIN}`, to: 'x@receiver.example', text: 'x', headers: { 'X-Platform-Unsubscribe': 'maybe' } });
        assert.equal(bad.status, 400);
        assert.equal(bad.body.message, 'X-Platform-Unsubscribe must be on or off');
    });
});
//# sourceMappingURL=unsubscribe.e2e-spec.js.map