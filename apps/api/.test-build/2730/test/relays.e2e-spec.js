import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { RelaysService } from '../src/relays/relays.service.js';
import { SHARED_RECORD_TTL_MS } from '../src/common/ttl-cache.js';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
describe('relays API', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createRelay = async (body) => {
        const response = await api.http.post('/api/admin/relays').set(admin()).send(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const getRelay = async (id) => (await api.http.get(`/api/admin/relays/${id}`).set(admin())).body;
    const total = async () => (await api.http.get('/api/admin/relays').set(admin())).body.total;
    const storedRelay = (name) => api.app.get(getConnectionToken()).collection('relays').findOne({ name });
    /** A bulletproof user with a bulletproof plan, ready to put domains on a relay. */
    const bulletproofCustomer = async (email) => {
        const user = await api.http.post('/api/admin/users').set(admin()).send({ email, password: 'password-1', plan_type: 'bulletproof' });
        const plan = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: user.body._id, plan_code: 'bulletproof' });
        return { user: user.body, plan: plan.body };
    };
    const createDomainOn = async (relay, domain, customer) => {
        const response = await api.http.post('/api/admin/domains').set(admin()).send({
            domain,
            user_id: customer.user._id,
            user_plan_id: customer.plan._id,
            send_plan: 'bulletproof',
            bulletproof_relay_id: relay._id,
        });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    before(async () => {
        api = await startTestApp();
    });
    after(async () => {
        await api?.close();
    });
    describe('POST /api/admin/relays', () => {
        test('creates a relay with port 25, no domain limit, active status and no plain-text auth by default', async () => {
            const relay = await createRelay({ name: 'plain', smtp_host: 'smtp.plain.example' });
            assert.deepEqual({ ...relay, _id: undefined, createdAt: undefined, updatedAt: undefined }, {
                _id: undefined,
                name: 'plain',
                smtp_host: 'smtp.plain.example',
                smtp_port: 25,
                smtp_user: '',
                has_smtp_pass: false,
                allow_insecure_auth: false,
                spf_record: '',
                dkim_record: { selector: '', public_key: '' },
                dmarc_record: '',
                max_domains: 0,
                domain_count: 0,
                status: 'active',
                createdAt: undefined,
                updatedAt: undefined,
            });
        });
        test('keeps the password encrypted: never returned, not stored in clear, opened for sending', async () => {
            const relay = await createRelay({
                name: 'secured',
                smtp_host: '192.0.2.25',
                smtp_port: 587,
                smtp_user: 'relay-user',
                smtp_pass: 'relay secret 42',
                spf_record: 'v=spf1 include:_spf.secured.example ~all',
                dkim_record: { selector: 'relay1', public_key: 'MIIBIjANBg' },
                dmarc_record: 'v=DMARC1; p=reject',
                max_domains: 5,
                status: 'inactive',
            });
            assert.equal(relay.has_smtp_pass, true);
            assert.deepEqual(relay.dkim_record, { selector: 'relay1', public_key: 'MIIBIjANBg' });
            assert.equal(relay.max_domains, 5);
            assert.equal(relay.status, 'inactive');
            assert.ok(!JSON.stringify(relay).includes('relay secret 42'));
            assert.ok(!('smtp_pass' in relay));
            assert.ok(!JSON.stringify(await storedRelay('secured')).includes('relay secret 42'));
            assert.deepEqual(await api.app.get(RelaysService).connectionSettings(relay._id), {
                host: '192.0.2.25',
                port: 587,
                user: 'relay-user',
                pass: 'relay secret 42',
                allowInsecureAuth: false,
            });
        });
        test('answers 400 naming each bad field, and creates nothing', async () => {
            const before = await total();
            const cases = [
                [{ smtp_host: 'smtp.example' }, /name/],
                [{ name: 'no-host' }, /smtp_host must be a host name or an IP address/],
                [{ name: 'bad-host', smtp_host: 'not a host!' }, /smtp_host/],
                [{ name: 'port-0', smtp_host: 'smtp.example', smtp_port: 0 }, /smtp_port/],
                [{ name: 'port-big', smtp_host: 'smtp.example', smtp_port: 70000 }, /smtp_port/],
                [{ name: 'limit', smtp_host: 'smtp.example', max_domains: -1 }, /max_domains/],
                [{ name: 'status', smtp_host: 'smtp.example', status: 'paused' }, /status/],
                [{ name: 'spf', smtp_host: 'smtp.example', spf_record: 'allow everything' }, /spf_record must be an SPF record/],
                [{ name: 'dmarc', smtp_host: 'smtp.example', dmarc_record: 'p=none' }, /dmarc_record must be a DMARC record/],
                [{ name: 'dkim', smtp_host: 'smtp.example', dkim_record: { selector: 'bad selector' } }, /dkim_record.selector/],
                [{ name: 'extra', smtp_host: 'smtp.example', colour: 'red' }, /property colour should not exist/],
                [{ name: 'insecure', smtp_host: 'smtp.example', allow_insecure_auth: 'yes' }, /allow_insecure_auth must be a boolean value/],
            ];
            for (const [body, field] of cases) {
                const response = await api.http.post('/api/admin/relays').set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), field, JSON.stringify(body));
            }
            assert.equal(await total(), before);
        });
        test('answers 409 for a name that is taken', async () => {
            await createRelay({ name: 'taken', smtp_host: 'a.example' });
            const before = await total();
            const response = await api.http.post('/api/admin/relays').set(admin()).send({ name: 'taken', smtp_host: 'b.example' });
            assert.equal(response.status, 409);
            assert.match(response.body.message, /relay named taken already exists/);
            assert.equal(await total(), before);
        });
    });
    describe('GET /api/admin/relays', () => {
        test('lists newest first, pages, and searches name and host literally', async () => {
            await createRelay({ name: 'north-relay', smtp_host: 'mx.north.example' });
            await createRelay({ name: 'south', smtp_host: 'relay.south.example' });
            const all = (await api.http.get('/api/admin/relays?page=1&limit=100').set(admin())).body;
            assert.equal(all.total, all.items.length);
            const createdTimes = all.items.map((relay) => Date.parse(relay.createdAt));
            assert.deepEqual(createdTimes, [...createdTimes].sort((a, b) => b - a));
            const second = (await api.http.get('/api/admin/relays?page=2&limit=2').set(admin())).body;
            assert.deepEqual(second.items.map((relay) => relay._id), all.items.slice(2, 4).map((relay) => relay._id));
            const byName = (await api.http.get('/api/admin/relays?search=NORTH').set(admin())).body;
            assert.deepEqual(byName.items.map((relay) => relay.name), ['north-relay']);
            const byHost = (await api.http.get('/api/admin/relays?search=relay.south').set(admin())).body;
            assert.deepEqual(byHost.items.map((relay) => relay.name), ['south']);
            const pattern = (await api.http.get(`/api/admin/relays?search=${encodeURIComponent('.*')}`).set(admin())).body;
            assert.deepEqual(pattern.items, []);
            // A search is not counted: it tells whether a next page exists.
            assert.deepEqual([byName.total, byName.has_more], [null, false]);
            assert.equal(byName.search_cut_short, undefined, 'not stopped: the relays are few');
        });
        test('counts the domains on each relay', async () => {
            const relay = await createRelay({ name: 'counted', smtp_host: 'counted.example' });
            const customer = await bulletproofCustomer('counted@example.com');
            await createDomainOn(relay, 'one.counted.example', customer);
            await createDomainOn(relay, 'two.counted.example', customer);
            const listed = (await api.http.get('/api/admin/relays?search=counted').set(admin())).body.items[0];
            assert.equal(listed.domain_count, 2);
            assert.equal((await getRelay(relay._id)).domain_count, 2);
        });
        test('answers 400 for a bad page or limit', async () => {
            for (const query of ['page=0', 'limit=101']) {
                assert.equal((await api.http.get(`/api/admin/relays?${query}`).set(admin())).status, 400, query);
            }
        });
    });
    describe('GET /api/admin/relays/:id', () => {
        test('returns the relay', async () => {
            const relay = await createRelay({ name: 'fetched', smtp_host: 'fetched.example' });
            const response = await api.http.get(`/api/admin/relays/${relay._id}`).set(admin());
            assert.equal(response.status, 200);
            assert.deepEqual(response.body, relay);
        });
        test('answers 404 for an unknown id and for one that cannot be an id', async () => {
            assert.equal((await api.http.get(`/api/admin/relays/${UNKNOWN_ID}`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/relays/nonsense').set(admin())).status, 404);
        });
    });
    describe('PATCH /api/admin/relays/:id', () => {
        test('changes the fields sent; an empty password keeps the stored one, a new one replaces it', async () => {
            const relay = await createRelay({ name: 'editable', smtp_host: 'old.example', smtp_pass: 'first', dkim_record: { selector: 'one', public_key: 'KEY1' } });
            const changed = await api.http
                .patch(`/api/admin/relays/${relay._id}`)
                .set(admin())
                .send({ name: 'edited', smtp_host: 'new.example', smtp_port: 2525, smtp_pass: '', dkim_record: { selector: 'two' }, max_domains: 3 });
            assert.equal(changed.status, 200, JSON.stringify(changed.body));
            assert.equal(changed.body.name, 'edited');
            assert.equal(changed.body.smtp_host, 'new.example');
            assert.equal(changed.body.smtp_port, 2525);
            assert.equal(changed.body.max_domains, 3);
            assert.deepEqual(changed.body.dkim_record, { selector: 'two', public_key: 'KEY1' });
            assert.equal(changed.body.has_smtp_pass, true);
            const relays = api.app.get(RelaysService);
            assert.equal((await relays.connectionSettings(relay._id)).pass, 'first');
            await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ smtp_pass: 'second' });
            assert.equal((await relays.connectionSettings(relay._id)).pass, 'second');
        });
        test('answers 400 for bad values and 409 for a taken name, changing nothing', async () => {
            await createRelay({ name: 'first-name', smtp_host: 'first.example' });
            const relay = await createRelay({ name: 'second-name', smtp_host: 'second.example' });
            for (const body of [{ smtp_port: 'twenty-five' }, { status: 'paused' }, { smtp_host: '' }]) {
                const response = await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), new RegExp(Object.keys(body)[0]));
            }
            const conflict = await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ name: 'first-name', smtp_port: 26 });
            assert.equal(conflict.status, 409);
            const reread = await getRelay(relay._id);
            assert.deepEqual(reread, relay);
        });
        test('allows plain-text auth only when set explicitly, and takes it back', async () => {
            const relay = await createRelay({ name: 'trusted-lan', smtp_host: '10.0.0.25', smtp_user: 'lan', smtp_pass: 'lan pass', allow_insecure_auth: true });
            assert.equal(relay.allow_insecure_auth, true);
            assert.equal((await getRelay(relay._id)).allow_insecure_auth, true);
            const listed = (await api.http.get('/api/admin/relays?search=trusted-lan').set(admin())).body.items[0];
            assert.equal(listed.allow_insecure_auth, true);
            assert.equal((await api.app.get(RelaysService).connectionSettings(relay._id)).allowInsecureAuth, true);
            const untouched = await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ smtp_port: 587 });
            assert.equal(untouched.body.allow_insecure_auth, true, 'a PATCH without the field keeps it');
            const revoked = await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ allow_insecure_auth: false });
            assert.equal(revoked.status, 200);
            assert.equal(revoked.body.allow_insecure_auth, false);
            assert.equal((await api.app.get(RelaysService).connectionSettings(relay._id)).allowInsecureAuth, false);
        });
        test('keeps its own name without a conflict', async () => {
            const relay = await createRelay({ name: 'same-name', smtp_host: 'same.example' });
            const response = await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ name: 'same-name', smtp_port: 465 });
            assert.equal(response.status, 200);
            assert.equal(response.body.smtp_port, 465);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.patch(`/api/admin/relays/${UNKNOWN_ID}`).set(admin()).send({ smtp_port: 26 })).status, 404);
        });
    });
    describe('DELETE /api/admin/relays/:id', () => {
        test('deletes an unused relay, after which it is 404', async () => {
            const relay = await createRelay({ name: 'doomed', smtp_host: 'doomed.example' });
            assert.equal((await api.http.delete(`/api/admin/relays/${relay._id}`).set(admin())).status, 204);
            assert.equal((await api.http.get(`/api/admin/relays/${relay._id}`).set(admin())).status, 404);
            assert.equal((await api.http.delete(`/api/admin/relays/${relay._id}`).set(admin())).status, 404);
        });
        test('answers 409 while domains send through the relay', async () => {
            const relay = await createRelay({ name: 'busy', smtp_host: 'busy.example' });
            const domain = await createDomainOn(relay, 'busy-relay.example', await bulletproofCustomer('busy@example.com'));
            const refused = await api.http.delete(`/api/admin/relays/${relay._id}`).set(admin());
            assert.equal(refused.status, 409);
            assert.match(refused.body.message, /used by 1 domain/);
            assert.equal((await getRelay(relay._id)).name, 'busy');
            await api.http.delete(`/api/admin/domains/${domain._id}`).set(admin());
            assert.equal((await api.http.delete(`/api/admin/relays/${relay._id}`).set(admin())).status, 204);
        });
    });
    test('a relay stored before plain-text auth was an option reads as not allowing it', async () => {
        const relay = await createRelay({ name: 'older', smtp_host: 'older.example' });
        await api.app.get(getConnectionToken()).collection('relays').updateOne({ name: 'older' }, { $unset: { allow_insecure_auth: '' } });
        assert.equal((await getRelay(relay._id)).allow_insecure_auth, false);
        assert.equal((await api.app.get(RelaysService).connectionSettings(relay._id)).allowInsecureAuth, false);
    });
    test('the OpenAPI description explains allow_insecure_auth on create and update', async () => {
        const document = (await api.http.get('/api/docs-json')).body;
        for (const schema of ['CreateRelayDto', 'UpdateRelayDto']) {
            const property = document.components.schemas[schema].properties.allow_insecure_auth;
            assert.equal(property.type, 'boolean', schema);
            assert.equal(property.default, false, schema);
            assert.match(property.description ?? '', /sent to a relay that offers no TLS/, schema);
        }
    });
    test('what the relay worker reads of a relay follows a change made here at once, one made by another API process within SHARED_RECORD_TTL_MS', async () => {
        const relays = api.app.get(RelaysService);
        const relay = await createRelay({ name: 'cached', smtp_host: 'cached.example' });
        assert.equal((await relays.forSending(relay._id))?.active, true);
        await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ status: 'inactive' }).expect(200);
        assert.equal((await relays.forSending(relay._id))?.active, false, 'set inactive here: at once');
        await api.http.patch(`/api/admin/relays/${relay._id}`).set(admin()).send({ status: 'active' }).expect(200);
        assert.equal((await relays.forSending(relay._id))?.active, true);
        await api.app.get(getConnectionToken()).collection('relays').updateOne({ name: 'cached' }, { $set: { status: 'inactive', smtp_host: 'moved.example' } });
        const started = Date.now();
        while ((await relays.forSending(relay._id))?.active !== false) {
            assert.ok(Date.now() - started < SHARED_RECORD_TTL_MS + 2_000, 'the change never took effect');
            await new Promise((resolve) => setTimeout(resolve, 100));
        }
        assert.ok(Date.now() - started <= SHARED_RECORD_TTL_MS + 500, 'set inactive elsewhere: within the cache time');
        assert.equal((await relays.forSending(relay._id))?.settings.host, 'moved.example');
    });
    test('connectionSettings is null for an unknown relay', async () => {
        assert.equal(await api.app.get(RelaysService).connectionSettings(UNKNOWN_ID), null);
    });
    test('every relays call answers 401 without a token, and creates nothing', async () => {
        const before = await total();
        const calls = [
            api.http.get('/api/admin/relays'),
            api.http.get(`/api/admin/relays/${UNKNOWN_ID}`),
            api.http.post('/api/admin/relays').send({ name: 'sneaky', smtp_host: 'sneaky.example' }),
            api.http.patch(`/api/admin/relays/${UNKNOWN_ID}`).send({ smtp_port: 26 }),
            api.http.delete(`/api/admin/relays/${UNKNOWN_ID}`),
        ];
        for (const response of await Promise.all(calls))
            assert.equal(response.status, 401);
        assert.equal(await total(), before);
    });
});
//# sourceMappingURL=relays.e2e-spec.js.map