import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createCustomer, customerCall, customerRequest } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { startTestApp } from './support/test-app.js';
const ALICE_DOMAIN = 'alpha-claims.example';
/**
 * Issue 26, point 2: a customer's unverified registration takes no name from the owner of a
 * verified parent domain, and nobody may add a name under another account's verified domain.
 */
describe('domain names under another account', () => {
    let api;
    let dns;
    let relay;
    let alice;
    let aliceCalls;
    let bob;
    const addDomain = (credentials, domain) => customerRequest(api, credentials, 'post', '/api/v1/domains', { domain });
    const domainsOf = async (credentials) => (await customerCall(api, credentials, 'get', '/api/v1/domains')).items.map((domain) => domain.domain);
    const verifyAlice = () => customerCall(api, aliceCalls, 'post', `/api/v1/domains/${alice.domainId}/verify`, undefined, 200);
    before(async () => {
        dns = await startDnsTestServer();
        relay = await startSmtpTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, RELAY_WORKER_CONCURRENCY: '1', QUEUE_POLL_MS: '50', RELAY_TLS_REJECT_UNAUTHORIZED: 'false' } });
        const { _id: relayId } = await adminCall(api, 'post', '/api/admin/relays', { name: 'claims-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
        alice = await createTestSender(api, dns, { domain: ALICE_DOMAIN, sendPlan: 'bulletproof', relayId });
        aliceCalls = { apiKey: alice.apiKey };
        bob = { cookie: (await createCustomer(api, 'bob@bob-claims.example')).cookie };
    });
    after(async () => {
        await api?.close();
        await relay?.close();
        await dns?.close();
    });
    test("(b) a name under another account's verified domain is refused with 403, however it is written", async () => {
        const message = `Domain news.${ALICE_DOMAIN} is under ${ALICE_DOMAIN}, which another account has verified: only that account can add it`;
        for (const written of [`news.${ALICE_DOMAIN}`, `NEWS.Alpha-Claims.EXAMPLE.`, `  news.${ALICE_DOMAIN}  `]) {
            const refused = await addDomain(bob, written);
            assert.deepEqual([refused.status, refused.body.message], [403, message], written);
        }
        const deeper = await addDomain(bob, `eu.news.${ALICE_DOMAIN}`);
        assert.deepEqual([deeper.status, deeper.body.message], [403, `Domain eu.news.${ALICE_DOMAIN} is under ${ALICE_DOMAIN}, which another account has verified: only that account can add it`]);
        assert.deepEqual(await domainsOf(bob), []);
        // Hostile names: a clear 4xx, never a 500.
        for (const hostile of [`${'a'.repeat(250)}.${ALICE_DOMAIN}`, `ñews.${ALICE_DOMAIN}`, `.${ALICE_DOMAIN}`, `news..${ALICE_DOMAIN}`, ['x'], 42]) {
            const answer = await addDomain(bob, hostile);
            assert.ok([400, 403].includes(answer.status), `${JSON.stringify(hostile)}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
        // Alice adds it herself, and Bob adds names of his own.
        assert.equal((await addDomain(aliceCalls, `news.${ALICE_DOMAIN}`)).status, 201);
        assert.equal((await addDomain(bob, 'bob-claims.example')).status, 201);
        assert.equal((await addDomain(bob, 'alpha-claims.example.bob-claims.example')).status, 201, 'a name that only reads like hers');
    });
    test("(a) an unverified registration under a parent that verified later takes no name from the parent's owner; (c) the owner adds it and the unproven one is dropped", async () => {
        // Before Alice's domain verified (its DKIM record taken away), Bob could add a name under it.
        dns.setTxt(alice.dkimName, []);
        assert.equal((await verifyAlice()).domain.dkim_verified, false);
        const taken = await addDomain(bob, `promo.${ALICE_DOMAIN}`);
        assert.equal(taken.status, 201, JSON.stringify(taken.body));
        dns.setTxt(alice.dkimName, [alice.dkimTxt]);
        assert.equal((await verifyAlice()).domain.dkim_verified, true);
        // (a) Alice's mail naming the subdomain aligns with her verified domain, not Bob's unverified registration.
        const sent = await api.http
            .post('/api/v1/messages')
            .set('authorization', `Bearer ${alice.apiKey}`)
            .send({ from: `news@${ALICE_DOMAIN}`, to: 'reader@recipient.example', subject: 'Promo', text: 'Hello', headers: { Sender: `desk@promo.${ALICE_DOMAIN}` } });
        assert.equal(sent.status, 202, JSON.stringify(sent.body));
        // (c) Alice can add the name: Bob's registration, never verified, gives way.
        const claimed = await addDomain(aliceCalls, `PROMO.${ALICE_DOMAIN}.`);
        assert.equal(claimed.status, 201, JSON.stringify(claimed.body));
        assert.equal(claimed.body.domain.domain, `promo.${ALICE_DOMAIN}`);
        assert.ok((await domainsOf(aliceCalls)).includes(`promo.${ALICE_DOMAIN}`));
        assert.ok(!(await domainsOf(bob)).includes(`promo.${ALICE_DOMAIN}`), "Bob's unproven registration is dropped");
        const again = await addDomain(bob, `promo.${ALICE_DOMAIN}`);
        assert.equal(again.status, 403);
    });
    test("a name under another account's domain that never verified stays open, and an existing name is still a 409", async () => {
        const carol = { cookie: (await createCustomer(api, 'carol@carol-claims.example')).cookie };
        assert.equal((await addDomain(carol, 'carol-claims.example')).status, 201);
        assert.equal((await addDomain(bob, 'shop.carol-claims.example')).status, 201, 'no verified parent: nothing to protect yet');
        const duplicate = await addDomain(carol, 'shop.carol-claims.example');
        assert.deepEqual([duplicate.status, duplicate.body.message], [409, 'Domain shop.carol-claims.example already exists']);
    });
});
//# sourceMappingURL=domain-name-claims.e2e-spec.js.map