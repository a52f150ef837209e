import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
describe('user plans API', () => {
    let api;
    let alice;
    let bob;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createUser = async (email) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send({ email, password: 'password-1' });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const createPlan = async (user, planCode) => {
        const response = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: user._id, plan_code: planCode });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const list = async (query = '') => {
        const response = await api.http.get(`/api/admin/user-plans?limit=100${query}`).set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    before(async () => {
        api = await startTestApp();
        alice = await createUser('alice@example.com');
        bob = await createUser('bob@example.com');
    });
    after(async () => {
        await api?.close();
    });
    describe('POST /api/admin/user-plans', () => {
        test('gives the user the plan, copying category and IP allocation from its definition', async () => {
            const plan = await createPlan(alice, 'agent-dedicated');
            assert.equal(plan.user_id, alice._id);
            assert.equal(plan.user_email, 'alice@example.com');
            assert.equal(plan.plan_code, 'agent-dedicated');
            assert.equal(plan.plan_category, 'agent');
            assert.equal(plan.ip_allocation, 1);
            assert.equal(plan.status, 'active');
            assert.match(plan._id, /^[0-9a-f]{24}$/);
        });
        test('answers 400 naming user_id and plan_code when they are missing or malformed, and creates nothing', async () => {
            const before = (await list()).total;
            const missing = await api.http.post('/api/admin/user-plans').set(admin()).send({});
            assert.equal(missing.status, 400);
            const messages = JSON.stringify(missing.body.message);
            assert.match(messages, /user_id/);
            assert.match(messages, /plan_code/);
            const malformed = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: 'abc', plan_code: 'starter' });
            assert.equal(malformed.status, 400);
            assert.match(JSON.stringify(malformed.body.message), /user_id must be the id of a user/);
            assert.equal((await list()).total, before);
        });
        test('answers 404 for a user that does not exist', async () => {
            const response = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: UNKNOWN_ID, plan_code: 'starter' });
            assert.equal(response.status, 404);
            assert.match(response.body.message, /User .* not found/);
        });
        test('answers 400 naming plan_code for an unknown or inactive plan definition', async () => {
            const before = (await list()).total;
            const unknown = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: alice._id, plan_code: 'platinum' });
            assert.equal(unknown.status, 400);
            assert.match(JSON.stringify(unknown.body.message), /plan_code must be the code of an active plan definition/);
            const retired = await api.http.post('/api/admin/plan-definitions').set(admin()).send({ plan_code: 'retired', plan_category: 'normal', name: 'Retired' });
            await api.http.patch(`/api/admin/plan-definitions/${retired.body._id}`).set(admin()).send({ status: 'inactive' });
            const inactive = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: alice._id, plan_code: 'retired' });
            assert.equal(inactive.status, 400);
            assert.match(JSON.stringify(inactive.body.message), /plan_code/);
            assert.equal((await list()).total, before);
        });
    });
    describe('GET /api/admin/user-plans', () => {
        test('lists plans newest first with the user e-mail, filtered by user and status', async () => {
            const bobStarter = await createPlan(bob, 'starter');
            const bobBulletproof = await createPlan(bob, 'bulletproof');
            await api.http.patch(`/api/admin/user-plans/${bobBulletproof._id}`).set(admin()).send({ status: 'inactive' });
            const bobs = await list(`&user_id=${bob._id}`);
            assert.deepEqual(bobs.items.map((plan) => plan._id), [bobBulletproof._id, bobStarter._id]);
            assert.ok(bobs.items.every((plan) => plan.user_email === 'bob@example.com'));
            const bobsActive = await list(`&user_id=${bob._id}&status=active`);
            assert.deepEqual(bobsActive.items.map((plan) => plan._id), [bobStarter._id]);
            assert.equal(bobsActive.total, 1);
            const all = await list();
            assert.ok(all.items.some((plan) => plan.user_email === 'alice@example.com'));
            const paged = (await api.http.get('/api/admin/user-plans?page=2&limit=1').set(admin())).body;
            assert.deepEqual(paged.items.map((plan) => plan._id), all.items.slice(1, 2).map((plan) => plan._id));
        });
        test('answers 400 for a malformed user_id or status filter', async () => {
            for (const query of ['user_id=abc', 'status=paused']) {
                const response = await api.http.get(`/api/admin/user-plans?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]));
            }
        });
    });
    describe('PATCH /api/admin/user-plans/:id', () => {
        test('changes the status', async () => {
            const plan = await createPlan(alice, 'starter');
            const response = await api.http.patch(`/api/admin/user-plans/${plan._id}`).set(admin()).send({ status: 'inactive' });
            assert.equal(response.status, 200);
            assert.equal(response.body.status, 'inactive');
            assert.equal(response.body.user_email, 'alice@example.com');
        });
        test('answers 400 for a bad status or another field, changing nothing', async () => {
            const plan = await createPlan(alice, 'starter');
            for (const body of [{ status: 'paused' }, { status: 'inactive', plan_code: 'bulletproof' }, {}]) {
                const response = await api.http.patch(`/api/admin/user-plans/${plan._id}`).set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
            }
            const reread = (await list(`&user_id=${alice._id}`)).items.find((item) => item._id === plan._id);
            assert.equal(reread.status, 'active');
            assert.equal(reread.plan_code, 'starter');
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.patch(`/api/admin/user-plans/${UNKNOWN_ID}`).set(admin()).send({ status: 'active' })).status, 404);
        });
    });
    describe('DELETE /api/admin/user-plans/:id', () => {
        test('deletes a plan no domain uses, after which it is 404', async () => {
            const plan = await createPlan(alice, 'starter');
            assert.equal((await api.http.delete(`/api/admin/user-plans/${plan._id}`).set(admin())).status, 204);
            assert.ok(!(await list()).items.some((item) => item._id === plan._id));
            assert.equal((await api.http.delete(`/api/admin/user-plans/${plan._id}`).set(admin())).status, 404);
        });
        test('answers 409 while a domain is on the plan', async () => {
            const plan = await createPlan(alice, 'starter');
            const domain = await api.http
                .post('/api/admin/domains')
                .set(admin())
                .send({ domain: 'plan-in-use.example', user_id: alice._id, user_plan_id: plan._id, send_plan: 'provider' });
            assert.equal(domain.status, 201, JSON.stringify(domain.body));
            const refused = await api.http.delete(`/api/admin/user-plans/${plan._id}`).set(admin());
            assert.equal(refused.status, 409);
            assert.match(refused.body.message, /used by 1 domain/);
            assert.ok((await list()).items.some((item) => item._id === plan._id));
            await api.http.delete(`/api/admin/domains/${domain.body._id}`).set(admin());
            assert.equal((await api.http.delete(`/api/admin/user-plans/${plan._id}`).set(admin())).status, 204);
        });
    });
    test('every user plans call answers 401 without a token, and creates nothing', async () => {
        const before = (await list()).total;
        const calls = [
            api.http.get('/api/admin/user-plans'),
            api.http.post('/api/admin/user-plans').send({ user_id: alice._id, plan_code: 'starter' }),
            api.http.patch(`/api/admin/user-plans/${UNKNOWN_ID}`).send({ status: 'active' }),
            api.http.delete(`/api/admin/user-plans/${UNKNOWN_ID}`),
        ];
        for (const response of await Promise.all(calls))
            assert.equal(response.status, 401);
        assert.equal((await list()).total, before);
    });
});
//# sourceMappingURL=user-plans.e2e-spec.js.map