import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
describe('agent IPs and IPs API', () => {
    let api;
    let owner;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createAgent = async (agentId, extra = {}) => {
        const response = await api.http
            .post('/api/admin/agents')
            .set(admin())
            .send({ agent_id: agentId, hostname: `${agentId}.example.net`, owner_user_id: owner._id, ...extra });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const ipsOf = async (agentId) => {
        const response = await api.http.get(`/api/admin/agents/${agentId}/ips`).set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body.items;
    };
    const putIps = (agentId, items) => api.http.patch(`/api/admin/agents/${agentId}/ips`).set(admin()).send({ items });
    const summary = (items) => items.map((ip) => `${ip.ip} ${ip.helo} ${ip.status}`).sort();
    before(async () => {
        api = await startTestApp();
        const response = await api.http.post('/api/admin/users').set(admin()).send({ email: 'ip.owner@example.com', password: 'password-1' });
        owner = response.body;
    });
    after(async () => {
        await api?.close();
    });
    describe('GET /api/admin/agents/:id/ips', () => {
        test('an agent without IPs has an empty list', async () => {
            const agent = await createAgent('no-ips');
            const response = await api.http.get(`/api/admin/agents/${agent._id}/ips`).set(admin());
            assert.equal(response.status, 200);
            assert.deepEqual(response.body, { items: [] });
        });
        test('answers 404 for an unknown agent', async () => {
            assert.equal((await api.http.get(`/api/admin/agents/${UNKNOWN_ID}/ips`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/agents/nonsense/ips').set(admin())).status, 404);
        });
    });
    describe('PATCH /api/admin/agents/:id/ips', () => {
        test('adds the IPs the agent does not have, as active, in canonical form', async () => {
            const agent = await createAgent('adds-ips');
            const response = await putIps(agent._id, [
                { ip: '198.51.100.10', helo: 'Mail1.Example.com' },
                { ip: '2001:DB8:0:0::10', helo: 'mail2.example.com' },
            ]);
            assert.equal(response.status, 200, JSON.stringify(response.body));
            const items = response.body.items;
            assert.deepEqual(summary(items), ['198.51.100.10 mail1.example.com active', '2001:db8::10 mail2.example.com active']);
            assert.ok(items.every((ip) => ip.agent_id === 'adds-ips' && ip.agent_hostname === 'adds-ips.example.net' && ip.agent_type === 'customer'));
            assert.deepEqual(summary(await ipsOf(agent._id)), summary(items));
        });
        test("changes the HELO of the agent's listed IPs and leaves the others and every status alone", async () => {
            const agent = await createAgent('changes-helo');
            await putIps(agent._id, [
                { ip: '198.51.100.20', helo: 'a.example.com' },
                { ip: '198.51.100.21', helo: 'b.example.com' },
            ]);
            await api.http.patch('/api/admin/ips/198.51.100.20').set(admin()).send({ status: 'inactive' });
            const response = await putIps(agent._id, [{ ip: '198.51.100.20', helo: 'renamed.example.com' }]);
            assert.equal(response.status, 200);
            assert.deepEqual(summary(response.body.items), ['198.51.100.20 renamed.example.com inactive', '198.51.100.21 b.example.com active']);
        });
        test('answers 400 naming the item and field for a bad IP, HELO or list, and changes nothing', async () => {
            const agent = await createAgent('bad-items');
            await putIps(agent._id, [{ ip: '198.51.100.30', helo: 'kept.example.com' }]);
            const cases = [
                [[{ ip: '198.51.100.30', helo: 'x.example.com' }, { ip: '300.1.1.1', helo: 'y.example.com' }], /items\.1\.ip must be an IPv4 or IPv6 address/],
                [[{ ip: '198.51.100.30', helo: 'not a host' }], /items\.0\.helo must be a valid host name/],
                [[{ ip: '198.51.100.30', helo: 'localhost' }], /items\.0\.helo must be a valid host name/],
                [[{ ip: '198.51.100.31' }], /items\.0\.helo/],
                [[{ ip: '198.51.100.30', helo: 'x.example.com' }, { ip: '198.51.100.30', helo: 'y.example.com' }], /items\.1\.ip 198\.51\.100\.30 is listed twice/],
                ['198.51.100.30', /items must be an array/],
            ];
            for (const [items, message] of cases) {
                const response = await putIps(agent._id, items);
                assert.equal(response.status, 400, JSON.stringify(items));
                assert.match(JSON.stringify(response.body.message), message, JSON.stringify(items));
            }
            const missing = await api.http.patch(`/api/admin/agents/${agent._id}/ips`).set(admin()).send({});
            assert.equal(missing.status, 400);
            assert.match(JSON.stringify(missing.body.message), /items/);
            assert.deepEqual(summary(await ipsOf(agent._id)), ['198.51.100.30 kept.example.com active']);
        });
        test('answers 409 for an IP of another agent, naming it, and changes nothing', async () => {
            const first = await createAgent('first-owner');
            const second = await createAgent('second-owner');
            await putIps(first._id, [{ ip: '198.51.100.40', helo: 'first.example.com' }]);
            const response = await putIps(second._id, [
                { ip: '198.51.100.41', helo: 'second.example.com' },
                { ip: '198.51.100.40', helo: 'stolen.example.com' },
            ]);
            assert.equal(response.status, 409);
            assert.match(response.body.message, /198\.51\.100\.40 belongs to agent first-owner/);
            assert.deepEqual(await ipsOf(second._id), []);
            assert.deepEqual(summary(await ipsOf(first._id)), ['198.51.100.40 first.example.com active']);
        });
        test('answers 404 for an unknown agent', async () => {
            const response = await putIps(UNKNOWN_ID, [{ ip: '198.51.100.50', helo: 'x.example.com' }]);
            assert.equal(response.status, 404);
        });
    });
    describe('GET /api/admin/ips', () => {
        test("lists every agent's IPs with the agent's id, host name and type, a page at a time", async () => {
            const provider = await createAgent('list-provider', { agent_type: 'provider', owner_user_id: null });
            await putIps(provider._id, [{ ip: '192.0.2.1', helo: 'p1.example.com' }]);
            const response = await api.http.get('/api/admin/ips?page=1&limit=100').set(admin());
            assert.equal(response.status, 200);
            const body = response.body;
            assert.equal(body.page, 1);
            assert.equal(body.limit, 100);
            assert.equal(body.total, body.items.length);
            const listed = body.items.find((ip) => ip.ip === '192.0.2.1');
            assert.deepEqual(listed && [listed.agent_id, listed.agent_hostname, listed.agent_type, listed.helo, listed.status], ['list-provider', 'list-provider.example.net', 'provider', 'p1.example.com', 'active']);
            assert.ok(body.items.some((ip) => ip.agent_id === 'adds-ips'));
            const second = (await api.http.get('/api/admin/ips?page=2&limit=2').set(admin())).body;
            assert.equal(second.total, body.total);
            assert.deepEqual(second.items.map((ip) => ip.ip), body.items.slice(2, 4).map((ip) => ip.ip));
        });
        test('answers 400 for a bad page or limit', async () => {
            for (const query of ['page=0', 'limit=101', 'page=x']) {
                const response = await api.http.get(`/api/admin/ips?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]), query);
            }
        });
    });
    describe('PATCH /api/admin/ips/:ip', () => {
        test('sets the HELO and the status of an IP', async () => {
            const agent = await createAgent('patch-ip');
            await putIps(agent._id, [{ ip: '2001:db8::60', helo: 'v6.example.com' }]);
            const helo = await api.http.patch('/api/admin/ips/2001:db8::60').set(admin()).send({ helo: 'new.example.com' });
            assert.equal(helo.status, 200, JSON.stringify(helo.body));
            assert.deepEqual([helo.body.ip, helo.body.helo, helo.body.status, helo.body.agent_id], ['2001:db8::60', 'new.example.com', 'active', 'patch-ip']);
            // Any spelling of the address names the same IP.
            const status = await api.http.patch(`/api/admin/ips/${encodeURIComponent('2001:DB8:0::60')}`).set(admin()).send({ status: 'inactive' });
            assert.equal(status.status, 200);
            assert.deepEqual(summary(await ipsOf(agent._id)), ['2001:db8::60 new.example.com inactive']);
        });
        test('answers 400 naming the field for a bad HELO, status or field, and changes nothing', async () => {
            const agent = await createAgent('patch-ip-bad');
            await putIps(agent._id, [{ ip: '192.0.2.70', helo: 'kept.example.com' }]);
            const cases = [
                [{ helo: 'no spaces.example.com' }, /helo must be a valid host name/],
                [{ status: 'paused' }, /status must be one of/],
                [{ ip: '192.0.2.71' }, /property ip should not exist/],
            ];
            for (const [body, message] of cases) {
                const response = await api.http.patch('/api/admin/ips/192.0.2.70').set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), message);
            }
            assert.deepEqual(summary(await ipsOf(agent._id)), ['192.0.2.70 kept.example.com active']);
        });
        test('answers 404 for an IP no agent has, and for a path that is not an IP', async () => {
            assert.equal((await api.http.patch('/api/admin/ips/192.0.2.254').set(admin()).send({ status: 'inactive' })).status, 404);
            assert.equal((await api.http.patch('/api/admin/ips/not-an-ip').set(admin()).send({ status: 'inactive' })).status, 404);
        });
    });
    describe('admin token', () => {
        test('every IP call answers 401 without a token or with a wrong one', async () => {
            const calls = [
                ['get', `/api/admin/agents/${UNKNOWN_ID}/ips`],
                ['patch', `/api/admin/agents/${UNKNOWN_ID}/ips`],
                ['get', '/api/admin/ips'],
                ['patch', '/api/admin/ips/192.0.2.1'],
            ];
            for (const [method, path] of calls) {
                const body = { items: [], status: 'inactive' };
                assert.equal((await api.http[method](path).send(body)).status, 401, `${method} ${path}`);
                assert.equal((await api.http[method](path).set('x-admin-token', 'wrong-token').send(body)).status, 401, `${method} ${path}`);
            }
            const listed = (await api.http.get('/api/admin/ips?limit=100').set(admin())).body;
            assert.equal(listed.items.find((ip) => ip.ip === '192.0.2.1')?.status, 'active');
        });
    });
});
//# sourceMappingURL=ips.e2e-spec.js.map