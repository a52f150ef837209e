import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Webhook } from 'standardwebhooks';
import { adminCall } from './support/sending-fixture.js';
import { sendToInbound } from './support/inbound-mail.js';
import { FEEDBACK_ADDRESS, startInboundPlatform } from './support/inbound-platform.js';
import { signatureHeaders, startWebhookReceiver } from './support/webhook-receiver.js';
const SENDER_DOMAIN = 'corpus-sender.example';
const CORPUS_DIR = join('test', 'fixtures', 'bounces');
const corpus = JSON.parse(readFileSync(join(CORPUS_DIR, 'corpus.json'), 'utf8'));
const recipientOf = (entry) => `${entry.file.replace(/\.eml$/, '')}@recipient.example`;
const waitAWhile = () => new Promise((resolve) => setTimeout(resolve, 500));
describe('the bounce and feedback corpus through the inbound listener: a reason and a suppression decision for each', () => {
    let platform;
    let receiver;
    let endpoint;
    const customer = (method, path) => platform.api.http[method](path).set('authorization', `Bearer ${platform.sender.apiKey}`);
    const suppressions = async () => {
        const response = await customer('get', '/api/v1/suppressions?limit=100');
        assert.equal(response.status, 200);
        return response.body.items;
    };
    before(async () => {
        receiver = await startWebhookReceiver();
        platform = await startInboundPlatform(SENDER_DOMAIN);
        await adminCall(platform.api, 'put', '/api/admin/settings/webhooks', { allow_private_targets: true });
        const created = await platform.api.http
            .post('/api/v1/webhooks')
            .set('authorization', `Bearer ${platform.sender.apiKey}`)
            .send({ url: receiver.url, event_types: ['message.bounced'] });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        endpoint = created.body;
    });
    after(async () => {
        await platform?.close();
        await receiver?.close();
    });
    for (const entry of corpus) {
        const expected = entry.expect;
        const name = expected.event === 'bounced'
            ? `${entry.file}: ${expected.bounce_type} bounce, ${expected.reason} (from the ${expected.source}), ${expected.suppressed ? 'suppressed' : 'not suppressed'}`
            : `${entry.file}: ${expected.event === 'none' ? 'no event' : expected.event}${expected.suppressed ? ', suppressed' : ''}${expected.domain_auth_report ? ', counted for the domain' : ''}`;
        test(name, async () => {
            const recipient = recipientOf(entry);
            const sent = await platform.send({ to: recipient, subject: `Corpus ${entry.file}` });
            const copy = await platform.delivered(sent.message_id, recipient);
            await platform.waitForEvent(sent.id, 'delivered', recipient);
            const raw = readFileSync(join(CORPUS_DIR, entry.file), 'utf8')
                .replaceAll('{{RETURN_PATH}}', copy.from)
                .replaceAll('{{RCPT}}', recipient)
                .replaceAll('{{ORIGINAL_MESSAGE_ID}}', sent.message_id)
                .replaceAll('{{REPORT_ID}}', `${entry.file}@reporter.example`)
                .replaceAll('{{FEEDBACK_ADDRESS}}', FEEDBACK_ADDRESS)
                .replaceAll('{{SENDER_DOMAIN}}', SENDER_DOMAIN)
                .replace(/\r?\n/g, '\r\n');
            const to = entry.to === 'feedback' ? FEEDBACK_ADDRESS : copy.from;
            const reply = await sendToInbound(platform.inboundPort, { from: entry.envelope_from, to: [to] }, raw);
            assert.deepEqual(reply, { accepted: true, response: '250 2.0.0 Message accepted' });
            let events;
            if (expected.event === 'none') {
                await waitAWhile();
                events = (await platform.messageDetail(sent.id)).events;
                assert.deepEqual(events.filter((event) => ['bounced', 'complained', 'unsubscribed'].includes(event.type)), []);
            }
            else {
                events = (await platform.waitForEvent(sent.id, expected.event, recipient)).events;
            }
            if (expected.event === 'bounced') {
                const bounced = events.find((event) => event.type === 'bounced');
                assert.deepEqual([bounced.bounce_type, bounced.bounce_reason, bounced.bounce_reason_source, bounced.suppressed], [expected.bounce_type, expected.reason, expected.source, expected.suppressed], bounced.response);
            }
            const suppression = (await suppressions()).find((candidate) => candidate.address === recipient);
            assert.equal(Boolean(suppression), expected.suppressed, `suppression: ${JSON.stringify(suppression)}`);
            if (suppression && expected.event === 'bounced') {
                assert.deepEqual([suppression.cause, suppression.bounce_reason, suppression.address_level], ['bounce', expected.reason, true]);
            }
            if (suppression && expected.cause)
                assert.equal(suppression.cause, expected.cause);
            if (expected.domain_auth_report) {
                const reports = platform.api.app.get(getConnectionToken()).collection('domain_auth_reports');
                const report = await reports.findOne({ _id: SENDER_DOMAIN });
                assert.deepEqual([report?.count, report?.last_auth_failure], [1, 'dmarc']);
            }
        });
    }
    test('the bounce webhook carries the reason, its source and the suppression decision (payload version 1, fields added)', async () => {
        const requests = await receiver.waitFor(corpus.filter((entry) => entry.expect.event === 'bounced').length);
        const payloads = requests.map((request) => {
            new Webhook(endpoint.secret).verify(request.body, signatureHeaders(request));
            return JSON.parse(request.body);
        });
        const block = payloads.find((payload) => payload.data.recipient === 'postfix-spamhaus-ip-block@recipient.example');
        assert.deepEqual([block.version, block.data.bounce_reason, block.data.bounce_reason_source, block.data.suppressed], [1, 'blocked', 'text', false]);
        const gone = payloads.find((payload) => payload.data.recipient === 'domino-user-unknown@recipient.example');
        assert.deepEqual([gone.data.bounce_reason, gone.data.bounce_reason_source, gone.data.suppressed], ['user_unknown', 'text', true]);
    });
    test("the customer's Messages list filters by reason; an unknown reason is a 400 naming the field", async () => {
        const response = await customer('get', '/api/v1/messages?bounce_reason=authentication_failure');
        assert.equal(response.status, 200, JSON.stringify(response.body));
        assert.deepEqual(response.body.items.map((message) => message.to), [['gmail-dmarc@recipient.example']]);
        const refused = await customer('get', '/api/v1/messages?bounce_reason=nonsense');
        assert.equal(refused.status, 400);
        assert.match(JSON.stringify(refused.body.message), /bounce_reason must be one of/);
    });
    test('a mailbox full that keeps failing for one address suppresses it at the third time (BOUNCE_REPEAT_SUPPRESS_COUNT), as not address-level', async () => {
        const recipient = 'always-full@recipient.example';
        const template = readFileSync(join(CORPUS_DIR, 'gmail-mailbox-full.eml'), 'utf8');
        for (let round = 1; round <= 3; round += 1) {
            const sent = await platform.send({ to: recipient, subject: `Full ${round}` });
            const copy = await platform.delivered(sent.message_id, recipient);
            await platform.waitForEvent(sent.id, 'delivered', recipient);
            const raw = template
                .replaceAll('{{RETURN_PATH}}', copy.from)
                .replaceAll('{{RCPT}}', recipient)
                .replaceAll('{{ORIGINAL_MESSAGE_ID}}', sent.message_id)
                .replaceAll('{{REPORT_ID}}', `full-${round}@reporter.example`)
                .replace(/\r?\n/g, '\r\n');
            assert.equal((await sendToInbound(platform.inboundPort, { from: '', to: [copy.from] }, raw)).accepted, true);
            const bounced = (await platform.waitForEvent(sent.id, 'bounced', recipient)).events.find((event) => event.type === 'bounced');
            assert.deepEqual([round, bounced.bounce_reason, bounced.suppressed], [round, 'mailbox_full', round === 3]);
        }
        const suppression = (await suppressions()).find((candidate) => candidate.address === recipient);
        assert.deepEqual([suppression.cause, suppression.bounce_reason, suppression.address_level], ['bounce', 'mailbox_full', false]);
        assert.match(suppression.reason, /^Failed 3 times within 30 days; last: 552 5\.2\.2 /);
    });
    test('replies during delivery are classified where recorded: 5.7.1 IP block is not suppressed, 5.1.1 is; both in the admin log filter', async () => {
        platform.relay.reply({ code: 550, message: '5.7.1 Service unavailable; Client host [192.0.2.10] blocked using zen.spamhaus.org' });
        const blocked = await platform.send({ to: 'sync-blocked@recipient.example', subject: 'Sync block' });
        const blockedEvents = (await platform.waitForEvent(blocked.id, 'bounced', 'sync-blocked@recipient.example')).events;
        platform.relay.reply({ code: 550, message: '5.1.1 <sync-gone@recipient.example>: Recipient address rejected: User unknown' });
        const gone = await platform.send({ to: 'sync-gone@recipient.example', subject: 'Sync gone' });
        const goneEvents = (await platform.waitForEvent(gone.id, 'bounced', 'sync-gone@recipient.example')).events;
        platform.relay.reply('accept');
        const blockedEvent = blockedEvents.find((event) => event.type === 'bounced');
        assert.deepEqual([blockedEvent.bounce_reason, blockedEvent.bounce_reason_source, blockedEvent.suppressed], ['blocked', 'text', false]);
        const goneEvent = goneEvents.find((event) => event.type === 'bounced');
        assert.deepEqual([goneEvent.bounce_reason, goneEvent.bounce_reason_source, goneEvent.suppressed], ['user_unknown', 'status_code', true]);
        const listed = (await suppressions()).map((suppression) => suppression.address);
        assert.equal(listed.includes('sync-blocked@recipient.example'), false);
        assert.equal(listed.includes('sync-gone@recipient.example'), true);
        const logs = await adminCall(platform.api, 'get', '/api/admin/reports/logs?bounce_reason=blocked');
        assert.deepEqual(logs.items.map((entry) => [entry.to, entry.status, entry.bounce_reason]), [['sync-blocked@recipient.example', 'bounced', 'blocked']]);
    });
});
//# sourceMappingURL=bounce-corpus.e2e-spec.js.map