import assert from 'node:assert/strict';
import { InboundSmtpServer } from '../../src/inbound-mail/inbound-smtp.server.js';
import { startDnsTestServer } from './dns-test-server.js';
import { adminCall, createTestSender } from './sending-fixture.js';
import { startSmtpTestServer } from './smtp-test-server.js';
import { startTestApp } from './test-app.js';
export const RETURN_PATH_DOMAIN = 'bounces.platform.test';
export const FEEDBACK_ADDRESS = `fbl@${RETURN_PATH_DOMAIN}`;
export const PUBLIC_URL = 'https://platform.test';
const RELAY_CREDENTIALS = { user: 'relay-user', pass: 'relay-pass' };
export async function startInboundPlatform(senderDomain, env = {}) {
    const dns = await startDnsTestServer();
    const relay = await startSmtpTestServer({ credentials: RELAY_CREDENTIALS });
    const api = await startTestApp({
        env: {
            DNS_SERVERS: dns.address,
            INBOUND_SMTP_PORT: '0',
            INBOUND_SMTP_HOST: '127.0.0.1',
            RETURN_PATH_DOMAIN,
            PUBLIC_URL,
            RELAY_WORKER_CONCURRENCY: '2',
            QUEUE_POLL_MS: '50',
            // The test relay offers STARTTLS with smtp-server's built-in certificate, which no CA signed.
            RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
            ...env,
        },
    });
    const relayRecord = await adminCall(api, 'post', '/api/admin/relays', {
        name: 'inbound-test-relay',
        smtp_host: '127.0.0.1',
        smtp_port: relay.port,
        smtp_user: RELAY_CREDENTIALS.user,
        smtp_pass: RELAY_CREDENTIALS.pass,
    });
    const sender = await createTestSender(api, dns, { domain: senderDomain, sendPlan: 'bulletproof', relayId: relayRecord._id });
    const messageDetail = async (id) => {
        const response = await api.http.get(`/api/v1/messages/${id}`).set('authorization', `Bearer ${sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    return {
        api,
        dns,
        relay,
        sender,
        inboundPort: api.app.get(InboundSmtpServer).port,
        async send(body) {
            const response = await api.http
                .post('/api/v1/messages')
                .set('authorization', `Bearer ${sender.apiKey}`)
                .send({ from: `news@${senderDomain}`, subject: 'Hello', text: 'Hello there', ...body });
            assert.equal(response.status, 202, JSON.stringify(response.body));
            return response.body;
        },
        async delivered(messageId, recipient) {
            const deadline = Date.now() + 20_000;
            for (;;) {
                const copy = relay.received.find((message) => message.to.includes(recipient) && message.raw.toString().includes(`<${messageId}>`));
                if (copy)
                    return copy;
                if (Date.now() > deadline)
                    throw new Error(`No copy of ${messageId} for ${recipient} reached the relay`);
                await relay.waitForMessages(relay.received.length + 1, 1000).catch(() => undefined);
            }
        },
        messageDetail,
        async waitForEvent(id, type, recipient) {
            const deadline = Date.now() + 20_000;
            for (;;) {
                const detail = await messageDetail(id);
                if (detail.events.some((event) => event.type === type && event.recipient === recipient))
                    return detail;
                if (Date.now() > deadline)
                    throw new Error(`No ${type} event for ${recipient}: ${JSON.stringify(detail.events)}`);
                await new Promise((resolve) => setTimeout(resolve, 100));
            }
        },
        async close() {
            await api.close();
            await relay.close();
            await dns.close();
        },
    };
}
//# sourceMappingURL=inbound-platform.js.map