import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { smtpAuthFrom } from './support/from-address.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const METRICS_TOKEN = 'metrics-token-for-the-e2e-test';
const RELAY_CREDENTIALS = { user: 'relay-user', pass: 'relay-pass' };
/** Scrapes /metrics and parses it with parse-prometheus-text-format (which throws on any line out of format). */
async function scrape(api) {
    const response = await api.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
    assert.equal(response.status, 200);
    assert.match(response.headers['content-type'], /^text\/plain; version=0\.0\.4/);
    return parsePrometheusTextFormat(response.text);
}
function family(families, name) {
    const found = families.find((candidate) => candidate.name === name);
    assert.ok(found, `${name} is exposed`);
    return found;
}
/** The value of the series with exactly these labels, 0 when it has not been counted yet. */
function valueOf(families, name, labels) {
    const sample = families.find((candidate) => candidate.name === name)?.metrics.find((metric) => {
        const own = metric.labels ?? {};
        return Object.keys(own).length === Object.keys(labels).length && Object.entries(labels).every(([key, value]) => own[key] === value);
    });
    return sample ? Number(sample.value) : 0;
}
async function eventually(what, probe, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const found = await probe();
        if (found !== undefined)
            return found;
        if (Date.now() > deadline)
            throw new Error(`Timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
}
describe('GET /metrics: Prometheus text behind its own token, counting what was sent', () => {
    let api;
    let dns;
    let relayServer;
    let sender;
    before(async () => {
        dns = await startDnsTestServer();
        relayServer = await startSmtpTestServer({ credentials: RELAY_CREDENTIALS });
        api = await startTestApp({
            env: {
                METRICS_TOKEN,
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                RELAY_WORKER_CONCURRENCY: '2',
                QUEUE_POLL_MS: '50',
                // The test relay's STARTTLS certificate is smtp-server's own, which no CA signed.
                RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
            },
        });
        const relay = await adminCall(api, 'post', '/api/admin/relays', {
            name: 'metrics-relay',
            smtp_host: '127.0.0.1',
            smtp_port: relayServer.port,
            smtp_user: RELAY_CREDENTIALS.user,
            smtp_pass: RELAY_CREDENTIALS.pass,
        });
        sender = await createTestSender(api, dns, { domain: 'metrics-sender.example', sendPlan: 'bulletproof', relayId: relay._id });
    });
    after(async () => {
        await api?.close();
        await relayServer?.close();
        await dns?.close();
    });
    test('without the token, or with a wrong one, /metrics answers 401 and shows nothing', async () => {
        const bare = await api.http.get('/metrics');
        assert.equal(bare.status, 401);
        assert.equal(bare.headers['www-authenticate'], 'Bearer realm="metrics"');
        assert.doesNotMatch(bare.text, /platform_/);
        const wrong = await api.http.get('/metrics').set('authorization', 'Bearer not-the-metrics-token');
        assert.equal(wrong.status, 401);
        // The admin token opens the console, not the metrics.
        const admin = await api.http.get('/metrics').set('authorization', `Bearer ${api.adminToken}`);
        assert.equal(admin.status, 401);
        assert.equal((await api.http.get('/api/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`)).status, 404, 'served outside /api');
    });
    test('without METRICS_TOKEN the endpoint is off: 404', async () => {
        const unconfigured = await startTestApp({ shareWith: api });
        try {
            const response = await unconfigured.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
            assert.equal(response.status, 404);
        }
        finally {
            await unconfigured.close();
        }
    });
    test('after mail is sent and delivered, the counters match: accepted messages, delivered recipients, latency, queue, HTTP, database', async () => {
        const before = await scrape(api);
        const acceptedBefore = valueOf(before, 'platform_messages_accepted_total', { route: 'relay' });
        const deliveredBefore = valueOf(before, 'platform_deliveries_total', { route: 'relay', outcome: 'delivered' });
        const messages = [
            { to: ['one@metrics-rcpt.example', 'two@metrics-rcpt.example'], subject: 'Two recipients' },
            { to: ['three@metrics-rcpt.example'], subject: 'One recipient' },
        ];
        for (const message of messages) {
            const response = await api.http
                .post('/api/v1/messages')
                .set('authorization', `Bearer ${sender.apiKey}`)
                .send({ from: `news@${sender.domain}`, text: 'Counted', ...message });
            assert.equal(response.status, 202, JSON.stringify(response.body));
        }
        await relayServer.waitForMessages(3);
        // The counters move once each result is recorded, just after the relay took the message; the
        // finished deliveries leave the queue a moment after their results are counted.
        const after = await eventually('the three delivered recipients in the metrics, and their deliveries out of the queue', async () => {
            const families = await scrape(api);
            const delivered = valueOf(families, 'platform_deliveries_total', { route: 'relay', outcome: 'delivered' }) - deliveredBefore === 3;
            return delivered && valueOf(families, 'platform_queue_depth', { route: 'relay' }) === 0 ? families : undefined;
        });
        assert.equal(valueOf(after, 'platform_messages_accepted_total', { route: 'relay' }) - acceptedBefore, 2);
        assert.equal(valueOf(after, 'platform_deliveries_total', { route: 'relay', outcome: 'bounced' }), 0);
        assert.equal(family(after, 'platform_messages_accepted_total').type, 'COUNTER');
        // One series of delivery latency so far (relay, delivered): the parser's bucket view is its own.
        const latency = family(after, 'platform_delivery_latency_seconds');
        assert.equal(latency.type, 'HISTOGRAM');
        assert.equal(Number(latency.metrics[0].buckets?.['+Inf']), 3, 'three latencies observed');
        assert.ok(family(after, 'platform_queue_depth').metrics.some((metric) => metric.labels?.route === 'relay'), 'the relay route has a depth');
        assert.equal(valueOf(after, 'platform_queue_depth', { route: 'relay' }), 0, 'nothing left queued');
        assert.equal(valueOf(after, 'platform_queue_oldest_due_seconds', { route: 'relay' }), 0);
        assert.equal(family(after, 'platform_http_request_duration_seconds').type, 'HISTOGRAM');
        assert.equal(family(after, 'platform_database_command_duration_seconds').type, 'HISTOGRAM');
        assert.equal(valueOf(after, 'platform_agents_online', {}), 0);
        assert.equal(family(after, 'platform_webhook_attempts_total').type, 'COUNTER');
    });
    test('HTTP latency is labelled by route pattern, never by the URL with its ids', async () => {
        await api.http.get(`/api/admin/users/${sender.userId}`).set('x-admin-token', api.adminToken).expect(200);
        const response = await api.http.get('/metrics').set('authorization', `Bearer ${METRICS_TOKEN}`);
        assert.match(response.text, /platform_http_request_duration_seconds_count\{method="GET",route="\/api\/admin\/users\/:id",status_code="200"\} [1-9]/);
        assert.match(response.text, /platform_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/messages",status_code="202"\} [1-9]/);
        assert.doesNotMatch(response.text, new RegExp(sender.userId), 'no id in any label');
    });
    test('SMTP sessions and refusals are counted by listener and reason', async () => {
        const before = await scrape(api);
        const port = api.app.get(SmtpSubmissionServer).port;
        const answer = await smtpAuthFrom('127.0.0.1', port, sender.smtpEmail, 'not-the-password');
        assert.equal(answer.code, 535);
        const after = await scrape(api);
        assert.equal(valueOf(after, 'platform_smtp_sessions_total', { listener: 'submission' }) - valueOf(before, 'platform_smtp_sessions_total', { listener: 'submission' }), 1);
        assert.equal(valueOf(after, 'platform_smtp_refusals_total', { listener: 'submission', reason: 'auth_failed' }) -
            valueOf(before, 'platform_smtp_refusals_total', { listener: 'submission', reason: 'auth_failed' }), 1);
    });
    test('a deferred recipient counts as deferred and stays in the queue depth; a refused one counts as bounced', async () => {
        const before = await scrape(api);
        const counted = (families, outcome) => valueOf(families, 'platform_deliveries_total', { route: 'relay', outcome }) - valueOf(before, 'platform_deliveries_total', { route: 'relay', outcome });
        const send = async (to) => {
            const response = await api.http
                .post('/api/v1/messages')
                .set('authorization', `Bearer ${sender.apiKey}`)
                .send({ from: `news@${sender.domain}`, to: [to], subject: 'Not taken', text: 'x' });
            assert.equal(response.status, 202, JSON.stringify(response.body));
        };
        try {
            relayServer.reply({ code: 451, message: '4.3.0 Try again later' });
            await send('later@metrics-rcpt.example');
            const deferred = await eventually('the deferral in the metrics', async () => {
                const families = await scrape(api);
                return counted(families, 'deferred') === 1 ? families : undefined;
            });
            // Retried in RETRY_FIRST_SECONDS (5 minutes): queued, not yet due.
            assert.equal(valueOf(deferred, 'platform_queue_depth', { route: 'relay' }), 1);
            assert.equal(valueOf(deferred, 'platform_queue_oldest_due_seconds', { route: 'relay' }), 0);
            relayServer.reply({ code: 550, message: '5.1.1 No such user' });
            await send('gone@metrics-rcpt.example');
            const bounced = await eventually('the bounce in the metrics', async () => {
                const families = await scrape(api);
                return counted(families, 'bounced') === 1 ? families : undefined;
            });
            assert.equal(counted(bounced, 'delivered'), 0);
            assert.equal(valueOf(bounced, 'platform_queue_depth', { route: 'relay' }), 1, 'the bounce left the queue, the deferral stays');
        }
        finally {
            relayServer.reply('accept');
        }
    });
});
//# sourceMappingURL=metrics.e2e-spec.js.map