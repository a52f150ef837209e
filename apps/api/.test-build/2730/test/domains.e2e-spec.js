import assert from 'node:assert/strict';
import { createPublicKey, createSign, createVerify } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { DomainsService } from '../src/domains/domains.service.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
const SPF_INCLUDE = 'spf.platform.test';
describe('domains API', () => {
    let api;
    let dns;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const database = () => api.app.get(getConnectionToken());
    const createUser = async (email, extra = {}) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ email, password: 'password-1', ...extra });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const givePlan = async (user, planCode) => {
        const response = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: user._id, plan_code: planCode });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const createRelay = async (body) => {
        const response = await api.http.post('/api/admin/relays').set(admin()).send(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    /** Agents and their IPs belong to the agents module; here they are written straight into its collections. */
    const giveAgentIps = async (user, ips) => {
        const agent = await database().collection('agents').insertOne({
            agent_id: `agent-${new Types.ObjectId().toString()}`,
            hostname: 'sender.example',
            agent_type: 'customer',
            owner_user_id: user ? new Types.ObjectId(user._id) : null,
            admin_disabled: false,
            last_seen: null,
            secret_hash: 'unused',
        });
        await database().collection('agent_ips').insertMany(ips.map((ip) => ({ agent: agent.insertedId, ip, helo: 'sender.example', status: 'active' })));
    };
    const postDomain = (body) => api.http.post('/api/admin/domains').set(admin()).send(body);
    const createDomain = async (body) => {
        const response = await postDomain(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const getDomain = async (id) => {
        const response = await api.http.get(`/api/admin/domains/${id}`).set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const domainCount = async () => (await api.http.get('/api/admin/domains?limit=1').set(admin())).body.total;
    /** A request that must be refused with `status`, its message matching `message`, and change nothing. */
    const assertRefused = async (send, status, message, unchanged) => {
        const before = await domainCount();
        const response = await send();
        assert.equal(response.status, status, JSON.stringify(response.body));
        assert.match(JSON.stringify(response.body.message), message);
        assert.equal(await domainCount(), before);
        if (unchanged)
            assert.deepEqual((await getDomain(unchanged._id)).domain, unchanged);
    };
    let normalUser;
    let starterPlan;
    let agentPlan;
    let bulletproofUser;
    let bulletproofPlan;
    let relay;
    before(async () => {
        dns = await startDnsTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, SPF_INCLUDE } });
        normalUser = await createUser('owner@example.com');
        starterPlan = await givePlan(normalUser, 'starter');
        agentPlan = await givePlan(normalUser, 'agent-dedicated');
        bulletproofUser = await createUser('shady@example.com', { plan_type: 'bulletproof' });
        bulletproofPlan = await givePlan(bulletproofUser, 'bulletproof');
        relay = await createRelay({ name: 'offshore', smtp_host: 'smtp.offshore.example', spf_record: 'v=spf1 ip4:198.51.100.0/24 -all' });
    });
    after(async () => {
        await api?.close();
        await dns?.close();
    });
    describe('POST /api/admin/domains', () => {
        test('creates a provider domain: lower-cased, its plan snapshot kept, unverified, with a DKIM selector', async () => {
            const domain = await createDomain({
                domain: 'Mail.Example.COM.',
                user_id: normalUser._id,
                user_plan_id: starterPlan._id,
                send_plan: 'provider',
            });
            assert.equal(domain.domain, 'mail.example.com');
            assert.equal(domain.user_id, normalUser._id);
            assert.equal(domain.user_email, 'owner@example.com');
            assert.equal(domain.user_plan_id, starterPlan._id);
            assert.equal(domain.send_plan, 'provider');
            assert.deepEqual(domain.plan_snapshot, { plan_code: 'starter', plan_category: 'normal' });
            assert.equal(domain.bulletproof_relay_id, null);
            assert.deepEqual(domain.dedicated_ips, []);
            assert.equal(domain.status, 'active');
            assert.deepEqual([domain.spf_verified, domain.dkim_verified, domain.dmarc_verified], [false, false, false]);
            assert.equal(domain.verified_at, null);
            assert.match(domain.dkim_selector, /^s\d{6}$/);
            assert.ok(!/PRIVATE|private_key|sealed/.test(JSON.stringify(domain)));
        });
        test('keeps the DKIM private key sealed at rest and hands the signing key to the sending pipeline', async () => {
            const domain = await createDomain({ domain: 'signing.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            const stored = await database().collection('domains').findOne({ domain: 'signing.example' });
            assert.ok(stored);
            assert.ok(!String(stored.dkim_private_key_sealed).includes('PRIVATE KEY'));
            const signingKey = (await api.app.get(DomainsService).sendingDomain('Signing.Example'))?.signingKey;
            assert.ok(signingKey);
            assert.equal(signingKey.selector, domain.dkim_selector);
            assert.match(signingKey.privateKeyPem, /^-----BEGIN PRIVATE KEY-----/);
            // The private key signs what the published public key verifies.
            const signature = createSign('sha256').update('message').sign(signingKey.privateKeyPem);
            const published = (await getDomain(domain._id)).dns_records.dkim.txt.split('p=')[1];
            const publicKey = createPublicKey({ key: Buffer.from(published, 'base64'), format: 'der', type: 'spki' });
            assert.equal(publicKey.asymmetricKeyDetails?.modulusLength, 2048);
            assert.ok(createVerify('sha256').update('message').verify(publicKey, signature));
            assert.equal(await api.app.get(DomainsService).sendingDomain('unknown.example'), null);
        });
        test('answers 400 naming each missing or malformed field, and creates nothing', async () => {
            await assertRefused(() => postDomain({}), 400, /domain.*user_id.*user_plan_id.*send_plan|send_plan.*domain/);
            const valid = { domain: 'fields.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' };
            const cases = [
                [{ domain: 'not a domain' }, /domain must be a valid domain name/],
                [{ domain: 'localhost' }, /domain must be a valid domain name/],
                [{ domain: '-bad-.example' }, /domain must be a valid domain name/],
                [{ user_id: 'someone' }, /user_id must be the id of a user/],
                [{ user_plan_id: 'starter' }, /user_plan_id must be the id of a user plan/],
                [{ send_plan: 'carrier-pigeon' }, /send_plan must be one of/],
                [{ bulletproof_relay_id: 'offshore' }, /bulletproof_relay_id must be the id of a relay/],
                [{ dedicated_ips: ['10.0.0.300'] }, /dedicated_ips must be a list of IP addresses/],
                [{ dedicated_ips: '203.0.113.1' }, /dedicated_ips/],
                [{ dkim_selector: 'mine' }, /property dkim_selector should not exist/],
            ];
            for (const [change, message] of cases) {
                await assertRefused(() => postDomain({ ...valid, ...change }), 400, message);
            }
        });
        test('answers 409 for a domain that exists, whatever its case', async () => {
            await createDomain({ domain: 'taken.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            await assertRefused(() => postDomain({ domain: 'TAKEN.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' }), 409, /Domain taken.example already exists/);
        });
        test('answers 404 for a user that does not exist', async () => {
            await assertRefused(() => postDomain({ domain: 'nobody.example', user_id: UNKNOWN_ID, user_plan_id: starterPlan._id, send_plan: 'provider' }), 404, /User .* not found/);
        });
        test("answers 400 naming user_plan_id for a plan that is another user's, inactive or unknown", async () => {
            const inactivePlan = await givePlan(normalUser, 'starter');
            await api.http.patch(`/api/admin/user-plans/${inactivePlan._id}`).set(admin()).send({ status: 'inactive' });
            for (const planId of [bulletproofPlan._id, inactivePlan._id, UNKNOWN_ID]) {
                await assertRefused(() => postDomain({ domain: 'plan.example', user_id: normalUser._id, user_plan_id: planId, send_plan: 'provider' }), 400, /user_plan_id must be an active plan of user owner@example.com/);
            }
        });
        test('answers 400 naming send_plan when it does not follow the plan category', async () => {
            const cases = [
                [starterPlan, 'byoip', /send_plan must be provider for a normal plan/],
                [agentPlan, 'provider', /send_plan must be byoip for a agent plan/],
            ];
            for (const [plan, sendPlan, message] of cases) {
                await assertRefused(() => postDomain({ domain: 'sendplan.example', user_id: normalUser._id, user_plan_id: plan._id, send_plan: sendPlan }), 400, message);
            }
            await assertRefused(() => postDomain({
                domain: 'sendplan.example',
                user_id: bulletproofUser._id,
                user_plan_id: bulletproofPlan._id,
                send_plan: 'provider',
                bulletproof_relay_id: relay._id,
            }), 400, /send_plan must be bulletproof for a bulletproof plan/);
        });
        describe('bulletproof plans', () => {
            const bulletproofDomain = (name, extra = {}) => ({
                domain: name,
                user_id: bulletproofUser._id,
                user_plan_id: bulletproofPlan._id,
                send_plan: 'bulletproof',
                bulletproof_relay_id: relay._id,
                ...extra,
            });
            test('a bulletproof domain sends through an active relay', async () => {
                const domain = await createDomain(bulletproofDomain('offshore-mail.example'));
                assert.equal(domain.send_plan, 'bulletproof');
                assert.equal(domain.bulletproof_relay_id, relay._id);
                assert.deepEqual(domain.plan_snapshot, { plan_code: 'bulletproof', plan_category: 'bulletproof' });
            });
            test('answers 400 naming bulletproof_relay_id when it is missing, unknown or inactive', async () => {
                const inactiveRelay = await createRelay({ name: 'sleeping', smtp_host: 'sleeping.example', status: 'inactive' });
                await assertRefused(() => postDomain(bulletproofDomain('norelay.example', { bulletproof_relay_id: undefined })), 400, /bulletproof_relay_id is required/);
                await assertRefused(() => postDomain(bulletproofDomain('norelay.example', { bulletproof_relay_id: '' })), 400, /bulletproof_relay_id is required/);
                await assertRefused(() => postDomain(bulletproofDomain('norelay.example', { bulletproof_relay_id: UNKNOWN_ID })), 400, /bulletproof_relay_id must be an active relay/);
                await assertRefused(() => postDomain(bulletproofDomain('norelay.example', { bulletproof_relay_id: inactiveRelay._id })), 400, /bulletproof_relay_id must be an active relay/);
            });
            test('answers 400 naming bulletproof_relay_id when a relay is given for another plan', async () => {
                await assertRefused(() => postDomain({ domain: 'relay.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider', bulletproof_relay_id: relay._id }), 400, /bulletproof_relay_id applies only to bulletproof plans/);
            });
            test('answers 400 naming user_plan_id when a normal user is to send on a bulletproof plan', async () => {
                const normalUsersBulletproofPlan = await givePlan(normalUser, 'bulletproof');
                await assertRefused(() => postDomain(bulletproofDomain('normal-bp.example', { user_id: normalUser._id, user_plan_id: normalUsersBulletproofPlan._id })), 400, /user_plan_id is a bulletproof plan, but user owner@example.com has plan type normal/);
            });
            test("answers 409 when the relay already serves its max_domains; 0 means no limit", async () => {
                const small = await createRelay({ name: 'small', smtp_host: 'small.example', max_domains: 1 });
                await createDomain(bulletproofDomain('first-small.example', { bulletproof_relay_id: small._id }));
                await assertRefused(() => postDomain(bulletproofDomain('second-small.example', { bulletproof_relay_id: small._id })), 409, /Relay small already serves 1 domain\(s\), its max_domains of 1/);
                const unlimited = await createRelay({ name: 'unlimited', smtp_host: 'unlimited.example', max_domains: 0 });
                for (const name of ['u1.example', 'u2.example', 'u3.example']) {
                    await createDomain(bulletproofDomain(name, { bulletproof_relay_id: unlimited._id }));
                }
            });
        });
        describe('dedicated IPs', () => {
            test('an agent-plan domain sends from IPs of agents its user owns', async () => {
                await giveAgentIps(normalUser, ['203.0.113.10', '203.0.113.11']);
                const domain = await createDomain({
                    domain: 'byoip.example',
                    user_id: normalUser._id,
                    user_plan_id: agentPlan._id,
                    send_plan: 'byoip',
                    dedicated_ips: [' 203.0.113.10 ', '', '203.0.113.10'],
                });
                assert.equal(domain.send_plan, 'byoip');
                assert.deepEqual(domain.dedicated_ips, ['203.0.113.10']);
                assert.deepEqual(domain.plan_snapshot, { plan_code: 'agent-dedicated', plan_category: 'agent' });
            });
            test('an IPv6 address matches the agent IP however it is spelled', async () => {
                await giveAgentIps(normalUser, ['2001:db8::a']);
                const domain = await createDomain({
                    domain: 'byoip6.example',
                    user_id: normalUser._id,
                    user_plan_id: agentPlan._id,
                    send_plan: 'byoip',
                    dedicated_ips: ['2001:DB8:0::A'],
                });
                assert.deepEqual(domain.dedicated_ips, ['2001:db8::a']);
                assert.equal((await getDomain(domain._id)).dns_records.spf.value, `v=spf1 ip6:2001:db8::a include:${SPF_INCLUDE} ~all`);
            });
            test("answers 400 naming dedicated_ips for IPs that are not the user's own, or too many for the plan", async () => {
                await giveAgentIps(bulletproofUser, ['198.51.100.20']);
                await giveAgentIps(null, ['198.51.100.21']);
                const byoip = (ips) => () => postDomain({ domain: 'ips.example', user_id: normalUser._id, user_plan_id: agentPlan._id, send_plan: 'byoip', dedicated_ips: ips });
                await assertRefused(byoip(['192.0.2.99']), 400, /dedicated_ips must be IPs of agents owned by user owner@example.com \(not: 192.0.2.99\)/);
                await assertRefused(byoip(['198.51.100.20']), 400, /dedicated_ips must be IPs of agents owned by user/);
                await assertRefused(byoip(['198.51.100.21']), 400, /dedicated_ips must be IPs of agents owned by user/);
                await assertRefused(byoip(['203.0.113.10', '203.0.113.11']), 400, /dedicated_ips may list at most 1 IP\(s\), the ip_allocation of plan agent-dedicated/);
            });
            test('answers 400 naming dedicated_ips on a plan that is not an agent plan', async () => {
                await assertRefused(() => postDomain({ domain: 'ips.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider', dedicated_ips: ['203.0.113.10'] }), 400, /dedicated_ips apply only to agent plans/);
            });
        });
        test("answers 409 once the user has as many domains as their domain_limit; 0 means no limit", async () => {
            const limited = await createUser('limited@example.com', { domain_limit: 2 });
            const plan = await givePlan(limited, 'starter');
            const body = (name) => ({ domain: name, user_id: limited._id, user_plan_id: plan._id, send_plan: 'provider' });
            await createDomain(body('limit-1.example'));
            await createDomain(body('limit-2.example'));
            await assertRefused(() => postDomain(body('limit-3.example')), 409, /User limited@example.com already has 2 domain\(s\), the most their domain_limit of 2 allows/);
        });
    });
    describe('GET /api/admin/domains/:id', () => {
        test('returns the domain and the DNS records to publish', async () => {
            const domain = await createDomain({ domain: 'records.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            const { domain: reread, dns_records: records } = await getDomain(domain._id);
            assert.deepEqual(reread, domain);
            assert.deepEqual(records.spf, { name: '@', type: 'TXT', value: `v=spf1 include:${SPF_INCLUDE} ~all` });
            assert.equal(records.dkim.name, `${domain.dkim_selector}._domainkey`);
            assert.equal(records.dkim.selector, domain.dkim_selector);
            assert.match(records.dkim.txt, /^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
            assert.equal(records.dmarc.name, '_dmarc');
            assert.match(records.dmarc.value, /^v=DMARC1; p=quarantine/);
        });
        test("a bulletproof domain's SPF is its relay's", async () => {
            const domain = await createDomain({
                domain: 'relay-records.example',
                user_id: bulletproofUser._id,
                user_plan_id: bulletproofPlan._id,
                send_plan: 'bulletproof',
                bulletproof_relay_id: relay._id,
            });
            assert.equal((await getDomain(domain._id)).dns_records.spf.value, 'v=spf1 ip4:198.51.100.0/24 -all');
        });
        test('answers 404 for an unknown id and for one that cannot be an id', async () => {
            assert.equal((await api.http.get(`/api/admin/domains/${UNKNOWN_ID}`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/domains/nonsense').set(admin())).status, 404);
        });
    });
    describe('POST /api/admin/domains/:id/verify', () => {
        const verify = async (id) => {
            const response = await api.http.post(`/api/admin/domains/${id}/verify`).set(admin());
            assert.equal(response.status, 200, JSON.stringify(response.body));
            return response.body;
        };
        const flags = (result) => [
            result.spf_verified,
            result.dkim_verified,
            result.dmarc_verified,
        ];
        test('checks SPF, DKIM and DMARC in DNS one by one as they are published, and stores the flags', async () => {
            const domain = await createDomain({ domain: 'verify.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            const { dns_records: records } = await getDomain(domain._id);
            const nothing = await verify(domain._id);
            assert.deepEqual(flags(nothing), [false, false, false], 'nothing published: every lookup fails with NXDOMAIN');
            assert.ok(Date.parse(nothing.verified_at) > 0);
            dns.setTxt('verify.example', ['google-site-verification=abc', `v=spf1 include:_spf.google.com include:${SPF_INCLUDE} -all`]);
            assert.deepEqual(flags(await verify(domain._id)), [true, false, false]);
            dns.setTxt(`${records.dkim.name}.verify.example`, [records.dkim.txt]);
            assert.deepEqual(flags(await verify(domain._id)), [true, true, false]);
            dns.setTxt('_dmarc.verify.example', [records.dmarc.value]);
            const all = await verify(domain._id);
            assert.deepEqual(flags(all), [true, true, true]);
            const stored = (await getDomain(domain._id)).domain;
            assert.deepEqual(flags(stored), [true, true, true]);
            assert.equal(stored.verified_at, all.verified_at);
        });
        test('records that are there but wrong do not verify, and a later check clears a flag again', async () => {
            const domain = await createDomain({ domain: 'wrong.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            const { dns_records: records } = await getDomain(domain._id);
            const otherKey = (await getDomain((await createDomain({ domain: 'other-key.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' }))._id)).dns_records.dkim.txt;
            dns.setTxt('wrong.example', ['v=spf1 include:spf.elsewhere.example ~all']);
            dns.setTxt(`${records.dkim.name}.wrong.example`, [otherKey]);
            dns.setTxt('_dmarc.wrong.example', ['v=spf1 -all']);
            assert.deepEqual(flags(await verify(domain._id)), [false, false, false]);
            dns.setTxt('wrong.example', [records.spf.value]);
            assert.deepEqual(flags(await verify(domain._id)), [true, false, false]);
            dns.setTxt('wrong.example', []);
            assert.deepEqual(flags(await verify(domain._id)), [false, false, false]);
            assert.equal((await getDomain(domain._id)).domain.spf_verified, false);
        });
        test("a bulletproof domain's SPF verifies against its relay's record", async () => {
            const domain = await createDomain({
                domain: 'verify-relay.example',
                user_id: bulletproofUser._id,
                user_plan_id: bulletproofPlan._id,
                send_plan: 'bulletproof',
                bulletproof_relay_id: relay._id,
            });
            dns.setTxt('verify-relay.example', [`v=spf1 include:${SPF_INCLUDE} ~all`]);
            assert.equal((await verify(domain._id)).spf_verified, false);
            dns.setTxt('verify-relay.example', ['v=spf1 ip4:198.51.100.0/24 -all']);
            assert.equal((await verify(domain._id)).spf_verified, true);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/domains/${UNKNOWN_ID}/verify`).set(admin())).status, 404);
        });
    });
    describe('GET /api/admin/domains', () => {
        test('lists newest first with the user e-mail, pages, and filters by user', async () => {
            const lister = await createUser('lister@example.com');
            const plan = await givePlan(lister, 'starter');
            const first = await createDomain({ domain: 'a-list.example', user_id: lister._id, user_plan_id: plan._id, send_plan: 'provider' });
            const second = await createDomain({ domain: 'b-list.example', user_id: lister._id, user_plan_id: plan._id, send_plan: 'provider' });
            const mine = (await api.http.get(`/api/admin/domains?user_id=${lister._id}`).set(admin())).body;
            assert.deepEqual(mine.items.map((domain) => domain._id), [second._id, first._id]);
            assert.ok(mine.items.every((domain) => domain.user_email === 'lister@example.com'));
            // A filtered list is not counted; it tells whether a next page exists.
            assert.equal(mine.total, null);
            assert.equal(mine.has_more, false);
            const firstOfMine = (await api.http.get(`/api/admin/domains?user_id=${lister._id}&limit=1`).set(admin())).body;
            assert.deepEqual([firstOfMine.items.map((domain) => domain._id), firstOfMine.has_more], [[second._id], true]);
            const all = (await api.http.get('/api/admin/domains?page=1&limit=100').set(admin())).body;
            assert.equal(all.total, all.items.length);
            const page = (await api.http.get('/api/admin/domains?page=2&limit=20').set(admin())).body;
            assert.deepEqual(page.items.map((domain) => domain._id), all.items.slice(20, 40).map((domain) => domain._id));
            assert.equal(page.limit, 20);
        });
        test('search finds the domains whose name starts with it, in any case and literally, listed by name', async () => {
            const byName = (await api.http.get('/api/admin/domains?search=MAIL.EXAMPLE.COM').set(admin())).body;
            assert.deepEqual(byName.items.map((domain) => domain.domain), ['mail.example.com']);
            const byStart = (await api.http.get('/api/admin/domains?search=B-LIST').set(admin())).body;
            assert.deepEqual(byStart.items.map((domain) => domain.domain), ['b-list.example']);
            const byName2 = (await api.http.get('/api/admin/domains?search=-list').set(admin())).body;
            assert.deepEqual(byName2.items, [], 'the middle of a name does not match');
            const inOrder = (await api.http.get('/api/admin/domains?search=a-list.').set(admin())).body;
            assert.deepEqual(inOrder.items.map((domain) => domain.domain), ['a-list.example']);
            const ofOwner = (await api.http.get('/api/admin/domains?search=lister@').set(admin())).body;
            assert.deepEqual(ofOwner.items, [], "the owner's e-mail is not searched (the users screen finds the owner)");
            const pattern = (await api.http.get(`/api/admin/domains?search=${encodeURIComponent('.*')}`).set(admin())).body;
            assert.deepEqual(pattern.items, []);
        });
        test('answers 400 for a malformed user_id, page or limit', async () => {
            for (const query of ['user_id=abc', 'page=0', 'limit=500']) {
                const response = await api.http.get(`/api/admin/domains?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]));
            }
        });
    });
    describe('PATCH /api/admin/domains/:id', () => {
        const newProviderDomain = (name) => createDomain({ domain: name, user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
        test('moves the domain to another plan of the user; send_plan follows the plan when not sent', async () => {
            const domain = await newProviderDomain('replan.example');
            const response = await api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send({ user_plan_id: agentPlan._id, dedicated_ips: ['203.0.113.11'] });
            assert.equal(response.status, 200, JSON.stringify(response.body));
            assert.equal(response.body.user_plan_id, agentPlan._id);
            assert.equal(response.body.send_plan, 'byoip');
            assert.deepEqual(response.body.dedicated_ips, ['203.0.113.11']);
            assert.deepEqual(response.body.plan_snapshot, { plan_code: 'agent-dedicated', plan_category: 'agent' });
            const back = await api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send({ user_plan_id: starterPlan._id, send_plan: 'provider' });
            assert.equal(back.status, 200, JSON.stringify(back.body));
            assert.deepEqual(back.body.dedicated_ips, [], 'IPs belong to the agent plan and are dropped with it');
            assert.equal(back.body.send_plan, 'provider');
        });
        test('changing the user without a plan of theirs clears the plan; with one it takes it', async () => {
            const domain = await newProviderDomain('moving.example');
            const newOwner = await createUser('new-owner@example.com');
            const newOwnersPlan = await givePlan(newOwner, 'starter');
            const cleared = await api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send({ user_id: newOwner._id });
            assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
            assert.equal(cleared.body.user_id, newOwner._id);
            assert.equal(cleared.body.user_email, 'new-owner@example.com');
            assert.equal(cleared.body.user_plan_id, null);
            assert.equal(cleared.body.send_plan, '');
            assert.equal(cleared.body.plan_snapshot, null);
            const planned = await api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send({ user_plan_id: newOwnersPlan._id, send_plan: 'provider' });
            assert.equal(planned.status, 200, JSON.stringify(planned.body));
            assert.equal(planned.body.send_plan, 'provider');
            const movedBack = await api.http
                .patch(`/api/admin/domains/${domain._id}`)
                .set(admin())
                .send({ user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            assert.equal(movedBack.status, 200, JSON.stringify(movedBack.body));
            assert.equal(movedBack.body.user_plan_id, starterPlan._id);
            assert.equal(movedBack.body.user_email, 'owner@example.com');
        });
        test('checks the create rules again, answering 400/409 and changing nothing', async () => {
            const domain = await newProviderDomain('recheck.example');
            const full = await createUser('full@example.com', { domain_limit: 1 });
            const fullPlan = await givePlan(full, 'starter');
            await createDomain({ domain: 'full-1.example', user_id: full._id, user_plan_id: fullPlan._id, send_plan: 'provider' });
            const patch = (body) => () => api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send(body);
            await assertRefused(patch({ domain: 'renamed.example' }), 400, /property domain should not exist/, domain);
            await assertRefused(patch({ send_plan: 'byoip' }), 400, /send_plan must be provider for a normal plan/, domain);
            await assertRefused(patch({ user_plan_id: bulletproofPlan._id }), 400, /user_plan_id must be an active plan/, domain);
            await assertRefused(patch({ bulletproof_relay_id: relay._id }), 400, /bulletproof_relay_id applies only to bulletproof plans/, domain);
            await assertRefused(patch({ dedicated_ips: ['203.0.113.10'] }), 400, /dedicated_ips apply only to agent plans/, domain);
            await assertRefused(patch({ user_id: UNKNOWN_ID }), 404, /not found/, domain);
            await assertRefused(patch({ user_id: full._id, user_plan_id: fullPlan._id }), 409, /domain_limit of 1/, domain);
        });
        test('editing a domain never trips the limits it already counts in', async () => {
            const single = await createRelay({ name: 'single', smtp_host: 'single.example', max_domains: 1 });
            const domain = await createDomain({
                domain: 'within-limits.example',
                user_id: bulletproofUser._id,
                user_plan_id: bulletproofPlan._id,
                send_plan: 'bulletproof',
                bulletproof_relay_id: single._id,
            });
            const response = await api.http.patch(`/api/admin/domains/${domain._id}`).set(admin()).send({ send_plan: 'bulletproof' });
            assert.equal(response.status, 200, JSON.stringify(response.body));
            assert.equal(response.body.bulletproof_relay_id, single._id, 'the relay is kept while the plan stays bulletproof');
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.patch(`/api/admin/domains/${UNKNOWN_ID}`).set(admin()).send({ send_plan: 'provider' })).status, 404);
        });
    });
    describe('POST /api/admin/domains/:id/toggle', () => {
        test('flips the status and returns the new one', async () => {
            const domain = await createDomain({ domain: 'toggle.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            const first = await api.http.post(`/api/admin/domains/${domain._id}/toggle`).set(admin());
            assert.equal(first.status, 200);
            assert.deepEqual(first.body, { status: 'inactive' });
            assert.equal((await getDomain(domain._id)).domain.status, 'inactive');
            const second = await api.http.post(`/api/admin/domains/${domain._id}/toggle`).set(admin());
            assert.deepEqual(second.body, { status: 'active' });
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/domains/${UNKNOWN_ID}/toggle`).set(admin())).status, 404);
        });
    });
    describe('DELETE /api/admin/domains/:id', () => {
        test('deletes the domain, after which it is 404', async () => {
            const domain = await createDomain({ domain: 'delete-me.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' });
            assert.equal((await api.http.delete(`/api/admin/domains/${domain._id}`).set(admin())).status, 204);
            assert.equal((await api.http.get(`/api/admin/domains/${domain._id}`).set(admin())).status, 404);
            assert.equal((await api.http.delete(`/api/admin/domains/${domain._id}`).set(admin())).status, 404);
        });
        test("refuses the platform's own sending domain with 409 and the reason, and it stays", async () => {
            const listed = await api.http.get('/api/admin/domains?search=platform.localhost&limit=5').set(admin());
            const platformDomain = listed.body.items.find((item) => item.domain === 'platform.localhost');
            assert.ok(platformDomain, JSON.stringify(listed.body));
            const refused = await api.http.delete(`/api/admin/domains/${platformDomain._id}`).set(admin());
            assert.equal(refused.status, 409);
            assert.match(refused.body.message, /platform's own sending domain/);
            assert.equal((await api.http.get(`/api/admin/domains/${platformDomain._id}`).set(admin())).status, 200);
        });
    });
    test("a user's detail counts their domains", async () => {
        const response = await api.http.get(`/api/admin/users/${normalUser._id}`).set(admin());
        const mine = (await api.http.get(`/api/admin/domains?user_id=${normalUser._id}&limit=100`).set(admin())).body.items;
        assert.equal(response.body.stats.domain_count, mine.length);
        assert.deepEqual(response.body.stats.domains.map((domain) => domain.domain).sort(), mine.map((domain) => domain.domain).sort());
    });
    test('every domains call answers 401 without a token, and creates nothing', async () => {
        const before = await domainCount();
        const calls = [
            api.http.get('/api/admin/domains'),
            api.http.get(`/api/admin/domains/${UNKNOWN_ID}`),
            api.http.post('/api/admin/domains').send({ domain: 'sneaky.example', user_id: normalUser._id, user_plan_id: starterPlan._id, send_plan: 'provider' }),
            api.http.patch(`/api/admin/domains/${UNKNOWN_ID}`).send({ send_plan: 'provider' }),
            api.http.delete(`/api/admin/domains/${UNKNOWN_ID}`),
            api.http.post(`/api/admin/domains/${UNKNOWN_ID}/verify`),
            api.http.post(`/api/admin/domains/${UNKNOWN_ID}/toggle`),
        ];
        for (const response of await Promise.all(calls))
            assert.equal(response.status, 401);
        assert.equal(await domainCount(), before);
    });
});
//# sourceMappingURL=domains.e2e-spec.js.map