import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { PlanDefinitionsService } from '../src/plans/plan-definitions.service.js';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
describe('plan definitions API', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const listAll = async () => (await api.http.get('/api/admin/plan-definitions?page=1&limit=100').set(admin())).body;
    const create = async (body) => {
        const response = await api.http.post('/api/admin/plan-definitions').set(admin()).send(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    before(async () => {
        api = await startTestApp();
    });
    after(async () => {
        await api?.close();
    });
    describe('seeding at start-up', () => {
        test('an empty database gets one active plan of every category, and the capped trial plan sign-ups get', async () => {
            const body = await listAll();
            assert.equal(body.page, 1);
            assert.equal(body.limit, 100);
            const seeded = body.items.map(({ plan_code, plan_category, ip_allocation, daily_limit, status }) => ({ plan_code, plan_category, ip_allocation, daily_limit, status }));
            assert.deepEqual(seeded.sort((a, b) => a.plan_code.localeCompare(b.plan_code)), [
                { plan_code: 'agent-dedicated', plan_category: 'agent', ip_allocation: 1, daily_limit: 0, status: 'active' },
                { plan_code: 'bulletproof', plan_category: 'bulletproof', ip_allocation: 0, daily_limit: 0, status: 'active' },
                { plan_code: 'starter', plan_category: 'normal', ip_allocation: 0, daily_limit: 0, status: 'active' },
                { plan_code: 'trial', plan_category: 'normal', ip_allocation: 0, daily_limit: 100, status: 'active' },
            ]);
            for (const definition of body.items) {
                assert.match(definition._id, /^[0-9a-f]{24}$/);
                assert.ok(definition.name.length > 0);
            }
        });
        test('a restart seeds nothing more and keeps admin edits', async () => {
            const starter = (await listAll()).items.find((definition) => definition.plan_code === 'starter');
            await api.http.patch(`/api/admin/plan-definitions/${starter._id}`).set(admin()).send({ name: 'Edited starter' });
            await api.app.get(PlanDefinitionsService).onModuleInit();
            const afterwards = await listAll();
            assert.equal(afterwards.total, 4);
            assert.equal(afterwards.items.find((definition) => definition.plan_code === 'starter').name, 'Edited starter');
        });
        test('two processes seeding an empty collection at once insert each plan once', async () => {
            await api.app.get(getConnectionToken()).collection('plan_definitions').deleteMany({});
            const seeder = api.app.get(PlanDefinitionsService);
            await Promise.all([seeder.onModuleInit(), seeder.onModuleInit()]);
            const codes = (await listAll()).items.map((definition) => definition.plan_code).sort();
            assert.deepEqual(codes, ['agent-dedicated', 'bulletproof', 'starter', 'trial']);
        });
        test('PLAN_DEFINITIONS_FILE replaces the built-in list', async () => {
            const folder = await mkdtemp(join(tmpdir(), 'plan-file-'));
            const file = join(folder, 'plans.json');
            await writeFile(file, JSON.stringify([
                { plan_code: 'gold', plan_category: 'agent', name: 'Gold', ip_allocation: 4 },
                { plan_code: 'shared', plan_category: 'normal', name: 'Shared', ip_allocation: 0 },
            ]));
            const configured = await startTestApp({ env: { PLAN_DEFINITIONS_FILE: file } });
            try {
                const response = await configured.http.get('/api/admin/plan-definitions?limit=100').set('x-admin-token', configured.adminToken);
                assert.deepEqual(response.body.items.map((definition) => [definition.plan_code, definition.ip_allocation]).sort(), [['gold', 4], ['shared', 0]]);
            }
            finally {
                await configured.close();
                await rm(folder, { recursive: true, force: true });
            }
        });
    });
    describe('POST /api/admin/plan-definitions', () => {
        test('creates a definition, active and without IPs unless told', async () => {
            const created = await create({ plan_code: 'premium', plan_category: 'normal', name: 'Premium' });
            assert.equal(created.plan_code, 'premium');
            assert.equal(created.ip_allocation, 0);
            assert.equal(created.status, 'active');
            assert.ok((await listAll()).items.some((definition) => definition._id === created._id));
        });
        test('answers 400 naming each bad field, and creates nothing', async () => {
            const before = (await listAll()).total;
            const cases = [
                [{ plan_category: 'normal', name: 'No code' }, /plan_code/],
                [{ plan_code: 'Bad Code', plan_category: 'normal', name: 'X' }, /plan_code must be lower-case/],
                [{ plan_code: 'x1', plan_category: 'premium', name: 'X' }, /plan_category must be one of/],
                [{ plan_code: 'x2', plan_category: 'normal' }, /name/],
                [{ plan_code: 'x3', plan_category: 'agent', name: 'X', ip_allocation: -1 }, /ip_allocation/],
                [{ plan_code: 'x4', plan_category: 'agent', name: 'X', status: 'paused' }, /status/],
                [{ plan_code: 'x5', plan_category: 'agent', name: 'X', price: 5 }, /property price should not exist/],
            ];
            for (const [body, field] of cases) {
                const response = await api.http.post('/api/admin/plan-definitions').set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), field);
            }
            assert.equal((await listAll()).total, before);
        });
        test('answers 409 for a plan_code that exists', async () => {
            const before = (await listAll()).total;
            const response = await api.http.post('/api/admin/plan-definitions').set(admin()).send({ plan_code: 'starter', plan_category: 'agent', name: 'Again' });
            assert.equal(response.status, 409);
            assert.match(response.body.message, /plan_code starter already exists/);
            assert.equal((await listAll()).total, before);
        });
    });
    describe('GET /api/admin/plan-definitions', () => {
        test('pages and filters by status', async () => {
            const inactive = await create({ plan_code: 'retired', plan_category: 'normal', name: 'Retired', status: 'inactive' });
            const all = await listAll();
            const secondPage = (await api.http.get('/api/admin/plan-definitions?page=2&limit=2').set(admin())).body;
            assert.equal(secondPage.total, all.total);
            assert.deepEqual(secondPage.items.map((definition) => definition._id), all.items.slice(2, 4).map((definition) => definition._id));
            const active = (await api.http.get('/api/admin/plan-definitions?status=active&limit=100').set(admin())).body;
            assert.ok(active.items.every((definition) => definition.status === 'active'));
            assert.ok(!active.items.some((definition) => definition._id === inactive._id));
            assert.equal(active.total, all.total - 1);
        });
        test('answers 400 for a bad status, page or limit', async () => {
            for (const query of ['status=paused', 'page=0', 'limit=101']) {
                const response = await api.http.get(`/api/admin/plan-definitions?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]));
            }
        });
    });
    describe('PATCH /api/admin/plan-definitions/:id', () => {
        test('changes name, ip_allocation, daily_limit and status', async () => {
            const created = await create({ plan_code: 'patchable', plan_category: 'agent', name: 'Patchable', ip_allocation: 1 });
            assert.equal(created.daily_limit, 0, 'no cap unless told');
            const response = await api.http
                .patch(`/api/admin/plan-definitions/${created._id}`)
                .set(admin())
                .send({ name: 'Patched', ip_allocation: 3, daily_limit: 500, status: 'inactive' });
            assert.equal(response.status, 200);
            assert.deepEqual(response.body, { ...created, name: 'Patched', ip_allocation: 3, daily_limit: 500, status: 'inactive' });
        });
        test('refuses code and category changes and bad values with 400, changing nothing', async () => {
            const created = await create({ plan_code: 'fixed', plan_category: 'normal', name: 'Fixed' });
            for (const body of [{ plan_code: 'other' }, { plan_category: 'agent' }, { ip_allocation: 'many' }, { name: '' }, { daily_limit: -1 }, { daily_limit: 1.5 }]) {
                const response = await api.http.patch(`/api/admin/plan-definitions/${created._id}`).set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), new RegExp(Object.keys(body)[0]));
            }
            assert.deepEqual((await listAll()).items.find((definition) => definition._id === created._id), created);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.patch(`/api/admin/plan-definitions/${UNKNOWN_ID}`).set(admin()).send({ name: 'X' })).status, 404);
            assert.equal((await api.http.patch('/api/admin/plan-definitions/nonsense').set(admin()).send({ name: 'X' })).status, 404);
        });
    });
    test('every plan definitions call answers 401 without a token', async () => {
        const before = (await listAll()).total;
        const calls = [
            api.http.get('/api/admin/plan-definitions'),
            api.http.post('/api/admin/plan-definitions').send({ plan_code: 'sneaky', plan_category: 'normal', name: 'Sneaky' }),
            api.http.patch(`/api/admin/plan-definitions/${UNKNOWN_ID}`).send({ name: 'X' }),
        ];
        for (const response of await Promise.all(calls))
            assert.equal(response.status, 401);
        assert.equal((await listAll()).total, before);
    });
});
//# sourceMappingURL=plan-definitions.e2e-spec.js.map