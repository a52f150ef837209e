import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { OwnerRegistry } from '../src/owner-registry/owner-registry.js';
import { SmtpAccountsService } from '../src/smtp-accounts/smtp-accounts.service.js';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
describe('SMTP accounts API', () => {
    let api;
    let database;
    let alice;
    let bob;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createUser = async (email) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ email, password: 'password-1' });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    /** The domains module is not needed here: a domain is a document in the shared `domains` collection. */
    const insertDomain = (domain, user) => database.collection('domains').insertOne({
        domain,
        user_id: new Types.ObjectId(user._id),
        user_plan_id: null,
        send_plan: 'provider',
        bulletproof_relay_id: null,
        dedicated_ips: [],
        status: 'active',
        spf_verified: false,
        dkim_verified: false,
        dmarc_verified: false,
        plan_snapshot: null,
        createdAt: new Date(),
        updatedAt: new Date(),
    });
    const createAccount = async (body) => {
        const response = await api.http.post('/api/admin/smtp-accounts').set(admin()).send(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const getAccount = async (id) => {
        const response = await api.http.get(`/api/admin/smtp-accounts/${id}`).set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const accountCount = async () => (await api.http.get('/api/admin/smtp-accounts').set(admin())).body.total;
    const service = () => api.app.get(SmtpAccountsService);
    before(async () => {
        api = await startTestApp();
        database = api.app.get(getConnectionToken());
        alice = await createUser('alice@example.com');
        bob = await createUser('bob@example.com');
        await insertDomain('alice.example', alice);
        await insertDomain('shop.alice.example', alice);
        await insertDomain('bob.example', bob);
    });
    after(async () => {
        await api?.close();
    });
    describe('POST /api/admin/smtp-accounts', () => {
        test('creates an account with the defaults and shows its generated password once', async () => {
            const created = await createAccount({ email: 'News@Alice.example', domain: 'ALICE.example', user_id: alice._id });
            assert.equal(created.email, 'news@alice.example');
            assert.equal(created.domain, 'alice.example');
            assert.equal(created.user_id, alice._id);
            assert.equal(created.quota, 0);
            assert.equal(created.status, 'active');
            assert.match(created._id, /^[0-9a-f]{24}$/);
            assert.equal(created.smtp_password.length, 20);
            assert.ok(!JSON.stringify(created).includes('password_hash'));
            const stored = await database.collection('smtp_accounts').findOne({ email: 'news@alice.example' });
            assert.match(String(stored?.password_hash), /^\$argon2id\$/);
            const reread = await getAccount(created._id);
            assert.ok(!/password/.test(JSON.stringify(reread)), JSON.stringify(reread));
            assert.equal((await service().authenticate('news@alice.example', created.smtp_password))?._id.toString(), created._id);
        });
        test('takes quota and status', async () => {
            const created = await createAccount({ email: 'billing@alice.example', domain: 'alice.example', user_id: alice._id, quota: 500, status: 'inactive' });
            assert.equal(created.quota, 500);
            assert.equal(created.status, 'inactive');
        });
        test('answers 400 naming the field for bad values and for a domain that is not the user\'s, and creates nothing', async () => {
            const before = await accountCount();
            const valid = { email: 'x@alice.example', domain: 'alice.example', user_id: alice._id };
            const cases = [
                [{ ...valid, email: 'not-an-email' }, /email must be a valid e-mail address/],
                [{ ...valid, email: 'x@bob.example' }, /email must be an address at domain alice\.example/],
                [{ ...valid, email: 'x@shop.alice.example' }, /email must be an address at domain alice\.example/],
                [{ ...valid, domain: 'not a domain' }, /domain must be a valid domain name/],
                [{ ...valid, email: 'x@bob.example', domain: 'bob.example' }, /domain bob\.example is not a domain of user/],
                [{ ...valid, email: 'x@unknown.example', domain: 'unknown.example' }, /domain unknown\.example is not a domain of user/],
                [{ ...valid, user_id: 'nope' }, /user_id must be a user id/],
                [{ ...valid, user_id: UNKNOWN_ID }, /user_id .* is not an existing user/],
                [{ ...valid, quota: -1 }, /quota must not be less than 0/],
                [{ ...valid, quota: 1.5 }, /quota must be an integer/],
                [{ ...valid, status: 'paused' }, /status must be one of/],
                [{ ...valid, password: 'chosen' }, /property password should not exist/],
                [{ domain: 'alice.example', user_id: alice._id }, /email/],
            ];
            for (const [body, message] of cases) {
                const response = await api.http.post('/api/admin/smtp-accounts').set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), message, JSON.stringify(body));
            }
            assert.equal(await accountCount(), before);
        });
        test('answers 409 for an e-mail that is taken, whatever its case, and creates nothing', async () => {
            await createAccount({ email: 'taken@bob.example', domain: 'bob.example', user_id: bob._id });
            const response = await api.http
                .post('/api/admin/smtp-accounts')
                .set(admin())
                .send({ email: 'TAKEN@bob.example', domain: 'bob.example', user_id: bob._id, quota: 9 });
            assert.equal(response.status, 409);
            assert.match(response.body.message, /taken@bob\.example already exists/);
            const stored = await database.collection('smtp_accounts').find({ email: 'taken@bob.example' }).toArray();
            assert.equal(stored.length, 1);
            assert.equal(stored[0].quota, 0);
        });
    });
    describe('GET /api/admin/smtp-accounts', () => {
        before(async () => {
            await createAccount({ email: 'shop@shop.alice.example', domain: 'shop.alice.example', user_id: alice._id });
            await createAccount({ email: 'support@bob.example', domain: 'bob.example', user_id: bob._id });
        });
        test('lists accounts newest first with items, total, page and limit', async () => {
            const response = await api.http.get('/api/admin/smtp-accounts?page=1&limit=20').set(admin());
            assert.equal(response.status, 200);
            const body = response.body;
            assert.equal(body.page, 1);
            assert.equal(body.limit, 20);
            assert.equal(body.total, body.items.length);
            const times = body.items.map((account) => Date.parse(account.createdAt));
            assert.deepEqual(times, [...times].sort((a, b) => b - a));
            const second = (await api.http.get('/api/admin/smtp-accounts?page=2&limit=2').set(admin())).body;
            assert.deepEqual(second.items.map((account) => account._id), body.items.slice(2, 4).map((account) => account._id));
        });
        test('search matches e-mail or domain, case-insensitively and literally', async () => {
            const byEmail = (await api.http.get('/api/admin/smtp-accounts?search=SUPPORT').set(admin())).body;
            assert.deepEqual(byEmail.items.map((account) => account.email), ['support@bob.example']);
            const byDomain = (await api.http.get('/api/admin/smtp-accounts?search=shop.alice').set(admin())).body;
            assert.deepEqual(byDomain.items.map((account) => account.email), ['shop@shop.alice.example']);
            const pattern = await api.http.get(`/api/admin/smtp-accounts?search=${encodeURIComponent('.*')}`).set(admin());
            assert.deepEqual(pattern.body.items, []);
            // A search is not counted: it tells whether a next page exists.
            assert.deepEqual([byEmail.total, byEmail.has_more], [null, false]);
        });
        test('filters by user_id', async () => {
            const bobs = (await api.http.get(`/api/admin/smtp-accounts?user_id=${bob._id}&limit=100`).set(admin())).body;
            assert.deepEqual(bobs.items.map((account) => account.email).sort(), ['support@bob.example', 'taken@bob.example']);
        });
        test('answers 400 naming the parameter for a bad user_id, page or limit', async () => {
            for (const query of ['user_id=nope', 'page=0', 'limit=500']) {
                const response = await api.http.get(`/api/admin/smtp-accounts?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]), query);
            }
        });
    });
    describe('GET /api/admin/smtp-accounts/:id', () => {
        test('answers 404 for an unknown id and for one that cannot be an id', async () => {
            assert.equal((await api.http.get(`/api/admin/smtp-accounts/${UNKNOWN_ID}`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/smtp-accounts/nonsense').set(admin())).status, 404);
        });
    });
    describe('PATCH /api/admin/smtp-accounts/:id', () => {
        test('changes quota and status', async () => {
            const created = await createAccount({ email: 'patch@alice.example', domain: 'alice.example', user_id: alice._id });
            const response = await api.http.patch(`/api/admin/smtp-accounts/${created._id}`).set(admin()).send({ quota: 1000, status: 'inactive' });
            assert.equal(response.status, 200);
            assert.equal(response.body.quota, 1000);
            assert.equal(response.body.status, 'inactive');
            const reread = await getAccount(created._id);
            assert.deepEqual([reread.quota, reread.status, reread.email], [1000, 'inactive', 'patch@alice.example']);
        });
        test('moves the account to another user when that user owns the domain', async () => {
            const carol = await createUser('carol@example.com');
            const created = await createAccount({ email: 'moving@bob.example', domain: 'bob.example', user_id: bob._id });
            const refused = await api.http.patch(`/api/admin/smtp-accounts/${created._id}`).set(admin()).send({ user_id: carol._id });
            assert.equal(refused.status, 400);
            assert.match(JSON.stringify(refused.body.message), /domain bob\.example is not a domain of user/);
            await database.collection('domains').updateOne({ domain: 'bob.example' }, { $set: { user_id: new Types.ObjectId(carol._id) } });
            const moved = await api.http.patch(`/api/admin/smtp-accounts/${created._id}`).set(admin()).send({ user_id: carol._id });
            assert.equal(moved.status, 200, JSON.stringify(moved.body));
            assert.equal(moved.body.user_id, carol._id);
            await database.collection('domains').updateOne({ domain: 'bob.example' }, { $set: { user_id: new Types.ObjectId(bob._id) } });
        });
        test('answers 400 naming the field for e-mail changes and bad values, and changes nothing', async () => {
            const created = await createAccount({ email: 'fixed@alice.example', domain: 'alice.example', user_id: alice._id, quota: 5 });
            const cases = [
                [{ email: 'other@alice.example' }, /property email should not exist/],
                [{ quota: -5 }, /quota must not be less than 0/],
                [{ status: 'paused' }, /status must be one of/],
                [{ domain: 'shop.alice.example' }, /email must be an address at domain shop\.alice\.example/],
                [{ domain: 'bob.example' }, /domain bob\.example is not a domain of user/],
                [{ user_id: bob._id }, /domain alice\.example is not a domain of user/],
                [{ user_id: UNKNOWN_ID }, /user_id .* is not an existing user/],
            ];
            for (const [body, message] of cases) {
                const response = await api.http.patch(`/api/admin/smtp-accounts/${created._id}`).set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), message, JSON.stringify(body));
            }
            const reread = await getAccount(created._id);
            assert.deepEqual([reread.email, reread.domain, reread.user_id, reread.quota, reread.status], ['fixed@alice.example', 'alice.example', alice._id, 5, 'active']);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.patch(`/api/admin/smtp-accounts/${UNKNOWN_ID}`).set(admin()).send({ quota: 1 })).status, 404);
        });
    });
    describe('DELETE /api/admin/smtp-accounts/:id', () => {
        test('deletes the account, after which it is 404 and no longer authenticates', async () => {
            const created = await createAccount({ email: 'delete@alice.example', domain: 'alice.example', user_id: alice._id });
            assert.equal((await api.http.delete(`/api/admin/smtp-accounts/${created._id}`).set(admin())).status, 204);
            assert.equal((await api.http.get(`/api/admin/smtp-accounts/${created._id}`).set(admin())).status, 404);
            assert.equal(await service().authenticate('delete@alice.example', created.smtp_password), null);
            assert.equal((await api.http.delete(`/api/admin/smtp-accounts/${created._id}`).set(admin())).status, 404);
        });
    });
    describe('POST /api/admin/smtp-accounts/:id/password/reset', () => {
        test('returns a new password; only the new one authenticates', async () => {
            const created = await createAccount({ email: 'reset@alice.example', domain: 'alice.example', user_id: alice._id });
            const response = await api.http.post(`/api/admin/smtp-accounts/${created._id}/password/reset`).set(admin());
            assert.equal(response.status, 200);
            assert.deepEqual(Object.keys(response.body), ['smtp_password']);
            assert.equal(response.body.smtp_password.length, 20);
            assert.notEqual(response.body.smtp_password, created.smtp_password);
            assert.equal(await service().authenticate('reset@alice.example', created.smtp_password), null);
            assert.equal((await service().authenticate('reset@alice.example', response.body.smtp_password))?.email, 'reset@alice.example');
        });
        test('the replaced password of an account just used is refused at once, and nothing once it is deleted', async () => {
            const created = await createAccount({ email: 'in-use@alice.example', domain: 'alice.example', user_id: alice._id });
            // Twice: the second time the account comes from what the API keeps in memory.
            assert.ok(await service().authenticate('in-use@alice.example', created.smtp_password));
            assert.ok(await service().authenticate('in-use@alice.example', created.smtp_password));
            const response = await api.http.post(`/api/admin/smtp-accounts/${created._id}/password/reset`).set(admin());
            assert.equal(await service().authenticate('in-use@alice.example', created.smtp_password), null);
            assert.ok(await service().authenticate('in-use@alice.example', response.body.smtp_password));
            assert.equal((await api.http.delete(`/api/admin/smtp-accounts/${created._id}`).set(admin())).status, 204);
            assert.equal(await service().authenticate('in-use@alice.example', response.body.smtp_password), null);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/smtp-accounts/${UNKNOWN_ID}/password/reset`).set(admin())).status, 404);
        });
    });
    describe('SmtpAccountsService.authenticate', () => {
        test('returns the account for its e-mail (any case) and password, null otherwise', async () => {
            const created = await createAccount({ email: 'auth@alice.example', domain: 'alice.example', user_id: alice._id });
            assert.equal((await service().authenticate(' AUTH@Alice.example ', created.smtp_password))?._id.toString(), created._id);
            assert.equal(await service().authenticate('auth@alice.example', `${created.smtp_password}x`), null);
            assert.equal(await service().authenticate('auth@alice.example', ''), null);
            assert.equal(await service().authenticate('nobody@alice.example', created.smtp_password), null);
            assert.equal(await service().authenticate({ $ne: '' }, created.smtp_password), null);
        });
        test('checks credentials only: an inactive account authenticates and its status is for the caller', async () => {
            const created = await createAccount({ email: 'dormant@alice.example', domain: 'alice.example', user_id: alice._id, status: 'inactive' });
            assert.equal((await service().authenticate('dormant@alice.example', created.smtp_password))?.status, 'inactive');
        });
    });
    test('the OpenAPI description shows the SMTP account bodies, PATCH without e-mail', async () => {
        const document = (await api.http.get('/api/docs-json')).body;
        const properties = (schema) => Object.keys(document.components.schemas[schema]?.properties ?? {}).sort();
        assert.deepEqual(properties('CreateSmtpAccountDto'), ['domain', 'email', 'quota', 'status', 'user_id']);
        assert.deepEqual(properties('UpdateSmtpAccountDto'), ['domain', 'quota', 'status', 'user_id']);
    });
    describe('SmtpAccountsService.findForSending', () => {
        test('returns the account as it is now, or null for an unknown or malformed id', async () => {
            const created = await createAccount({ email: 'reread@alice.example', domain: 'alice.example', user_id: alice._id });
            assert.equal((await service().findForSending(created._id))?.status, 'active');
            await api.http.patch(`/api/admin/smtp-accounts/${created._id}`).set(admin()).send({ status: 'inactive' });
            assert.equal((await service().findForSending(created._id))?.status, 'inactive');
            assert.equal(await service().findForSending(UNKNOWN_ID), null);
            assert.equal(await service().findForSending('nonsense'), null);
        });
    });
    describe("a user's detail", () => {
        const statsOf = async (user) => {
            const response = await api.http.get(`/api/admin/users/${user._id}`).set(admin());
            assert.equal(response.status, 200, JSON.stringify(response.body));
            return response.body.stats;
        };
        const storedCountOf = (user) => database.collection('smtp_accounts').countDocuments({ user_id: new Types.ObjectId(user._id) });
        test('counts the SMTP accounts a user owns now: created, moved to another user, deleted', async () => {
            const carol = await createUser('detail-carol@example.com');
            const dave = await createUser('detail-dave@example.com');
            await insertDomain('detail-carol.example', carol);
            await insertDomain('detail-moving.example', carol);
            const first = await createAccount({ email: 'one@detail-carol.example', domain: 'detail-carol.example', user_id: carol._id });
            const second = await createAccount({ email: 'two@detail-moving.example', domain: 'detail-moving.example', user_id: carol._id });
            assert.equal((await statsOf(carol)).smtp_count, 2);
            // The domain goes to dave first (an account must be at a domain of its user), then its account.
            await database.collection('domains').updateOne({ domain: 'detail-moving.example' }, { $set: { user_id: new Types.ObjectId(dave._id) } });
            const moved = await api.http.patch(`/api/admin/smtp-accounts/${second._id}`).set(admin()).send({ user_id: dave._id });
            assert.equal(moved.status, 200, JSON.stringify(moved.body));
            assert.equal((await statsOf(carol)).smtp_count, 1);
            assert.equal((await statsOf(dave)).smtp_count, 1);
            assert.equal((await api.http.delete(`/api/admin/smtp-accounts/${first._id}`).set(admin())).status, 204);
            assert.equal((await statsOf(carol)).smtp_count, 0);
            for (const user of [carol, dave])
                assert.equal((await statsOf(user)).smtp_count, await storedCountOf(user));
        });
        test("a refused create leaves no account counted, and the registry's one-time fill counts what was stored before it", async () => {
            const erin = await createUser('detail-erin@example.com');
            await insertDomain('detail-erin.example', erin);
            await createAccount({ email: 'kept@detail-erin.example', domain: 'detail-erin.example', user_id: erin._id });
            const taken = await api.http.post('/api/admin/smtp-accounts').set(admin()).send({ email: 'kept@detail-erin.example', domain: 'detail-erin.example', user_id: erin._id });
            assert.equal(taken.status, 409);
            // Stored past the services, as before the registry existed, beside the registry of domains alone it replaced.
            await database.collection('smtp_accounts').insertOne({
                email: 'old@detail-erin.example', domain: 'detail-erin.example', user_id: new Types.ObjectId(erin._id), quota: 0, status: 'active', password_hash: 'x', createdAt: new Date(), updatedAt: new Date(),
            });
            await database.collection('domain_owners').insertOne({ _id: erin._id, domain_ids: [] });
            await database.collection('backfills').insertOne({ _id: 'domain_owners', done_at: new Date() });
            assert.equal((await statsOf(erin)).smtp_count, 1, 'the registry does not know the account stored past it');
            await database.collection('backfills').deleteOne({ _id: 'owner_registry' });
            const restarted = await startTestApp({ shareWith: api });
            try {
                await restarted.app.get(OwnerRegistry).filled;
                const response = await restarted.http.get(`/api/admin/users/${erin._id}`).set('x-admin-token', restarted.adminToken);
                assert.equal(response.body.stats.smtp_count, 2);
                assert.equal(response.body.stats.domain_count, 1);
                const collections = (await database.db.listCollections({}, { nameOnly: true }).toArray()).map((collection) => collection.name);
                assert.ok(!collections.includes('domain_owners'), 'the superseded registry is dropped');
                assert.equal(await database.collection('backfills').countDocuments({ _id: 'domain_owners' }), 0);
            }
            finally {
                await restarted.close();
            }
        });
    });
    describe('admin token', () => {
        test('every SMTP account call answers 401 without a token or with a wrong one, and creates nothing', async () => {
            const before = await accountCount();
            const calls = [
                ['get', '/api/admin/smtp-accounts'],
                ['get', `/api/admin/smtp-accounts/${UNKNOWN_ID}`],
                ['post', '/api/admin/smtp-accounts'],
                ['patch', `/api/admin/smtp-accounts/${UNKNOWN_ID}`],
                ['delete', `/api/admin/smtp-accounts/${UNKNOWN_ID}`],
                ['post', `/api/admin/smtp-accounts/${UNKNOWN_ID}/password/reset`],
            ];
            const body = { email: 'token@alice.example', domain: 'alice.example', user_id: alice._id };
            for (const [method, path] of calls) {
                assert.equal((await api.http[method](path).send(body)).status, 401, `${method} ${path}`);
                assert.equal((await api.http[method](path).set('x-admin-token', 'wrong-token').send(body)).status, 401, `${method} ${path}`);
            }
            assert.equal(await accountCount(), before);
        });
    });
});
//# sourceMappingURL=smtp-accounts.e2e-spec.js.map