import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Types } from 'mongoose';
import { MessageLogService } from '../src/message-log/message-log.service.js';
import { RollupsService } from '../src/rollups/rollups.service.js';
import { startTestApp } from './support/test-app.js';
const UNKNOWN_ID = '65f000000000000000000000';
const DAY_MS = 24 * 60 * 60 * 1000;
describe('users API', () => {
    let api;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const createUser = async (body) => {
        const response = await api.http.post('/api/admin/users').set(admin()).send(body);
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const resetApiKey = async (userId) => {
        const response = await api.http.post(`/api/admin/users/${userId}/api-key/reset`).set(admin());
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body.api_key;
    };
    /** The status of a submission with this API key and no message: 401 when the key is refused, 400 when it passes. */
    const submissionStatusWith = async (apiKey) => (await api.http.post('/api/v1/messages').set('authorization', `Bearer ${apiKey}`).send({})).status;
    before(async () => {
        api = await startTestApp();
    });
    after(async () => {
        await api?.close();
    });
    describe('POST /api/admin/users', () => {
        test('creates a user with the defaults and never returns the password', async () => {
            const user = await createUser({ email: 'Create.Me@Example.com', password: 'correct horse', firstName: 'Cre', lastName: 'Ate' });
            assert.equal(user.email, 'create.me@example.com');
            assert.equal(user.role, 'client');
            assert.equal(user.status, 'active');
            assert.equal(user.domain_limit, 0);
            assert.equal(user.plan_type, 'normal');
            assert.match(user._id, /^[0-9a-f]{24}$/);
            const raw = JSON.stringify(user);
            assert.ok(!raw.includes('correct horse'));
            assert.ok(!/password|api_key/.test(raw), raw);
        });
        test('answers 400 naming the e-mail field for a bad e-mail, and creates nothing', async () => {
            const response = await api.http.post('/api/admin/users').set(admin()).send({ email: 'not-an-email', password: 'long enough' });
            assert.equal(response.status, 400);
            assert.deepEqual(response.body.message, ['email must be a valid e-mail address']);
            const list = await api.http.get('/api/admin/users?q=not-an-email').set(admin());
            assert.deepEqual(list.body.items, []);
        });
        test('answers 400 for a short password, an unknown role and an unknown field', async () => {
            const response = await api.http
                .post('/api/admin/users')
                .set(admin())
                .send({ email: 'fields@example.com', password: 'short', role: 'superuser', color: 'blue' });
            assert.equal(response.status, 400);
            const messages = response.body.message.join(' | ');
            assert.match(messages, /password must be at least 8 characters/);
            assert.match(messages, /role must be one of/);
            assert.match(messages, /property color should not exist/);
        });
        test('answers 409 for an e-mail that is taken, whatever its case', async () => {
            await createUser({ email: 'taken@example.com', password: 'password-1' });
            const response = await api.http.post('/api/admin/users').set(admin()).send({ email: 'TAKEN@example.com', password: 'password-2' });
            assert.equal(response.status, 409);
            assert.match(response.body.message, /already exists/);
            const list = await api.http.get('/api/admin/users?q=taken@').set(admin());
            assert.deepEqual(list.body.items.map((user) => user.email), ['taken@example.com']);
        });
    });
    describe('GET /api/admin/users', () => {
        before(async () => {
            await createUser({ email: 'alice.admin@example.com', password: 'password-1', firstName: 'Alice', lastName: 'Anders', role: 'admin' });
            await createUser({ email: 'bob@example.com', password: 'password-1', firstName: 'Bob', lastName: 'Zimmer' });
            await createUser({ email: 'carol@example.com', password: 'password-1', firstName: 'Carol', lastName: 'Zimmer', role: 'support-readonly' });
        });
        test('lists users newest first with items, total (from the collection statistics), has_more, page and limit', async () => {
            const response = await api.http.get('/api/admin/users?page=1&limit=100').set(admin());
            assert.equal(response.status, 200);
            const body = response.body;
            assert.equal(body.page, 1);
            assert.equal(body.limit, 100);
            assert.equal(body.total, body.items.length);
            assert.equal(body.has_more, false);
            const createdTimes = body.items.map((user) => Date.parse(user.createdAt));
            assert.deepEqual(createdTimes, [...createdTimes].sort((a, b) => b - a));
        });
        test('pages through the results', async () => {
            const all = (await api.http.get('/api/admin/users?limit=100').set(admin())).body;
            const second = (await api.http.get('/api/admin/users?page=2&limit=2').set(admin())).body;
            assert.equal(second.total, all.total);
            assert.equal(second.has_more, all.items.length > 4);
            assert.deepEqual(second.items.map((user) => user._id), all.items.slice(2, 4).map((user) => user._id));
        });
        test('q finds the users whose e-mail starts with it, in any case, by e-mail; search is the same', async () => {
            const byStart = (await api.http.get('/api/admin/users?q=CAR').set(admin())).body;
            assert.deepEqual(byStart.items.map((user) => user.email), ['carol@example.com']);
            const bySearch = (await api.http.get('/api/admin/users?search=alice.').set(admin())).body;
            assert.deepEqual(bySearch.items.map((user) => user.email), ['alice.admin@example.com']);
            // Names and the middle of an address do not match: only the start of the e-mail has an index.
            for (const text of ['zimmer', 'example.com', 'Bob Zimmer']) {
                const response = (await api.http.get(`/api/admin/users?q=${encodeURIComponent(text)}`).set(admin())).body;
                assert.deepEqual(response.items, [], text);
            }
            const both = (await api.http.get('/api/admin/users?q=b').set(admin())).body;
            assert.deepEqual(both.items.map((user) => user.email), ['bob@example.com']);
        });
        test('a filtered list gives no total but whether there is a next page', async () => {
            const first = (await api.http.get('/api/admin/users?q=c&limit=1').set(admin())).body;
            assert.deepEqual(first.items.map((user) => user.email), ['carol@example.com']);
            assert.equal(first.total, null);
            assert.equal(first.has_more, true, 'create.me@example.com comes next');
            const last = (await api.http.get('/api/admin/users?q=carol&limit=1').set(admin())).body;
            assert.equal(last.has_more, false);
            const many = (await api.http.get('/api/admin/users?q=%40&limit=1').set(admin())).body;
            assert.deepEqual(many.items, []);
            const all = (await api.http.get('/api/admin/users?q=&limit=1').set(admin())).body;
            assert.equal(all.has_more, true);
            assert.ok((all.total ?? 0) > 1);
        });
        test('treats search text literally, not as a pattern', async () => {
            const response = await api.http.get(`/api/admin/users?q=${encodeURIComponent('.*')}`).set(admin());
            assert.equal(response.status, 200);
            assert.deepEqual(response.body.items, []);
        });
        test('filters by role', async () => {
            const response = await api.http.get('/api/admin/users?role=admin&limit=1').set(admin());
            assert.equal(response.status, 200);
            assert.equal(response.body.total, null);
            assert.equal(response.body.has_more, false);
            assert.equal(response.body.items[0].email, 'alice.admin@example.com');
        });
        test('answers 400 for a bad role, page or limit', async () => {
            for (const query of ['role=owner', 'page=0', 'limit=1000', 'page=abc']) {
                const response = await api.http.get(`/api/admin/users?${query}`).set(admin());
                assert.equal(response.status, 400, query);
                assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]), query);
            }
        });
    });
    describe('GET /api/admin/users/:id', () => {
        test('returns the user and stats counted from real data', async () => {
            const user = await createUser({ email: 'detail@example.com', password: 'password-1' });
            const response = await api.http.get(`/api/admin/users/${user._id}`).set(admin());
            assert.equal(response.status, 200);
            const body = response.body;
            assert.equal(body.user.email, 'detail@example.com');
            assert.deepEqual(body.stats, {
                domain_count: 0,
                smtp_count: 0,
                total_sent: 0,
                agent_count: 0,
                ip_count: 0,
                last_30d_sent: 0,
                domains: [],
            });
        });
        test("counts the user's agents and their IPs right after an agent is made, given IPs or deleted", async () => {
            const user = await createUser({ email: 'agent-stats@example.com', password: 'password-1' });
            const stats = async () => (await api.http.get(`/api/admin/users/${user._id}`).set(admin())).body.stats;
            assert.deepEqual([(await stats()).agent_count, (await stats()).ip_count], [0, 0]);
            const agent = await api.http.post('/api/admin/agents').set(admin()).send({ agent_id: 'stats-agent', hostname: 'stats.example.net', owner_user_id: user._id });
            assert.equal(agent.status, 201, JSON.stringify(agent.body));
            assert.deepEqual([(await stats()).agent_count, (await stats()).ip_count], [1, 0]);
            const items = [{ ip: '198.51.100.7', helo: 'stats.example.net' }];
            assert.equal((await api.http.patch(`/api/admin/agents/${agent.body._id}/ips`).set(admin()).send({ items })).status, 200);
            assert.deepEqual([(await stats()).agent_count, (await stats()).ip_count], [1, 1]);
            assert.equal((await api.http.delete(`/api/admin/agents/${agent.body._id}`).set(admin())).status, 204);
            assert.deepEqual([(await stats()).agent_count, (await stats()).ip_count], [0, 0]);
        });
        test("counts the messages the user had accepted: all of them, and today's with the 29 days before", async () => {
            const user = await createUser({ email: 'sender-stats@example.com', password: 'password-1' });
            const owner = new Types.ObjectId(user._id);
            const daysAgo = (days) => new Date(Date.now() - days * DAY_MS);
            const accepted = (userId, createdAt) => ({
                _id: new Types.ObjectId().toHexString(),
                message: new Types.ObjectId(),
                user_id: userId,
                type: 'accepted',
                recipient: null,
                response: '',
                attempt: null,
                source_ip: null,
                agent_hostname: null,
                created_at: createdAt,
            });
            // Through the event seam, as the queue records acceptances.
            await api.app.get(MessageLogService).recordEvents([accepted(owner, daysAgo(0)), accepted(owner, daysAgo(2)), accepted(owner, daysAgo(29)), accepted(owner, daysAgo(31)), accepted(new Types.ObjectId(), daysAgo(1))], { inTimeline: true });
            await api.app.get(RollupsService).flush();
            const response = await api.http.get(`/api/admin/users/${user._id}`).set(admin());
            assert.equal(response.status, 200);
            const stats = response.body.stats;
            assert.equal(stats.total_sent, 4);
            assert.equal(stats.last_30d_sent, 3);
        });
        test('answers 404 for an unknown id and for one that cannot be an id', async () => {
            assert.equal((await api.http.get(`/api/admin/users/${UNKNOWN_ID}`).set(admin())).status, 404);
            assert.equal((await api.http.get('/api/admin/users/nonsense').set(admin())).status, 404);
        });
    });
    describe('PATCH /api/admin/users/:id', () => {
        test('changes the profile fields', async () => {
            const user = await createUser({ email: 'patch@example.com', password: 'password-1' });
            const response = await api.http
                .patch(`/api/admin/users/${user._id}`)
                .set(admin())
                .send({ firstName: 'Pat', lastName: 'Ch', role: 'admin', status: 'inactive', domain_limit: 5, plan_type: 'bulletproof' });
            assert.equal(response.status, 200);
            assert.deepEqual({ ...response.body, createdAt: undefined, updatedAt: undefined }, { ...user, firstName: 'Pat', lastName: 'Ch', role: 'admin', status: 'inactive', domain_limit: 5, plan_type: 'bulletproof', createdAt: undefined, updatedAt: undefined });
            const reread = await api.http.get(`/api/admin/users/${user._id}`).set(admin());
            assert.equal(reread.body.user.plan_type, 'bulletproof');
        });
        test('refuses e-mail and password changes and bad values with 400, changing nothing', async () => {
            const user = await createUser({ email: 'nochange@example.com', password: 'password-1' });
            for (const body of [{ email: 'other@example.com' }, { password: 'new-password' }, { domain_limit: -1 }, { status: 'paused' }]) {
                const response = await api.http.patch(`/api/admin/users/${user._id}`).set(admin()).send(body);
                assert.equal(response.status, 400, JSON.stringify(body));
                assert.match(JSON.stringify(response.body.message), new RegExp(Object.keys(body)[0]));
            }
            const reread = await api.http.get(`/api/admin/users/${user._id}`).set(admin());
            assert.equal(reread.body.user.email, 'nochange@example.com');
            assert.equal(reread.body.user.status, 'active');
            assert.equal(reread.body.user.domain_limit, 0);
        });
        test('answers 404 for an unknown id', async () => {
            const response = await api.http.patch(`/api/admin/users/${UNKNOWN_ID}`).set(admin()).send({ firstName: 'X' });
            assert.equal(response.status, 404);
        });
    });
    describe('DELETE /api/admin/users/:id', () => {
        test('deletes the user, after which it is 404', async () => {
            const user = await createUser({ email: 'delete@example.com', password: 'password-1' });
            assert.equal((await api.http.delete(`/api/admin/users/${user._id}`).set(admin())).status, 204);
            assert.equal((await api.http.get(`/api/admin/users/${user._id}`).set(admin())).status, 404);
            assert.equal((await api.http.delete(`/api/admin/users/${user._id}`).set(admin())).status, 404);
        });
        test("the deleted user's API key is refused from that moment", async () => {
            const user = await createUser({ email: 'delete-key@example.com', password: 'password-1' });
            const apiKey = await resetApiKey(user._id);
            // Twice: the second time the user comes from what the API keeps in memory.
            assert.equal(await submissionStatusWith(apiKey), 400);
            assert.equal(await submissionStatusWith(apiKey), 400);
            assert.equal((await api.http.delete(`/api/admin/users/${user._id}`).set(admin())).status, 204);
            assert.equal(await submissionStatusWith(apiKey), 401);
        });
    });
    describe('POST /api/admin/users/:id/toggle', () => {
        test('flips the status and returns the new one', async () => {
            const user = await createUser({ email: 'toggle@example.com', password: 'password-1' });
            const first = await api.http.post(`/api/admin/users/${user._id}/toggle`).set(admin());
            assert.equal(first.status, 200);
            assert.deepEqual(first.body, { status: 'inactive' });
            const second = await api.http.post(`/api/admin/users/${user._id}/toggle`).set(admin());
            assert.deepEqual(second.body, { status: 'active' });
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/users/${UNKNOWN_ID}/toggle`).set(admin())).status, 404);
        });
    });
    describe('POST /api/admin/users/:id/api-key/reset', () => {
        test('returns a new key each time', async () => {
            const user = await createUser({ email: 'apikey@example.com', password: 'password-1' });
            const first = await api.http.post(`/api/admin/users/${user._id}/api-key/reset`).set(admin());
            const second = await api.http.post(`/api/admin/users/${user._id}/api-key/reset`).set(admin());
            assert.equal(first.status, 200);
            assert.match(first.body.api_key, /^key_[A-Za-z0-9_-]{43}$/);
            assert.notEqual(first.body.api_key, second.body.api_key);
        });
        test('the replaced key is refused from that moment, and the new one accepted', async () => {
            const user = await createUser({ email: 'rotate@example.com', password: 'password-1' });
            const oldKey = await resetApiKey(user._id);
            // Twice: the second time the user comes from what the API keeps in memory.
            assert.equal(await submissionStatusWith(oldKey), 400);
            assert.equal(await submissionStatusWith(oldKey), 400);
            const newKey = await resetApiKey(user._id);
            assert.equal(await submissionStatusWith(oldKey), 401);
            assert.equal(await submissionStatusWith(newKey), 400);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/users/${UNKNOWN_ID}/api-key/reset`).set(admin())).status, 404);
        });
    });
    describe('POST /api/admin/users/:id/reset-password', () => {
        test('returns a new generated password each time', async () => {
            const user = await createUser({ email: 'newpass@example.com', password: 'password-1' });
            const first = await api.http.post(`/api/admin/users/${user._id}/reset-password`).set(admin());
            const second = await api.http.post(`/api/admin/users/${user._id}/reset-password`).set(admin());
            assert.equal(first.status, 200);
            assert.equal(first.body.password.length, 20);
            assert.notEqual(first.body.password, second.body.password);
        });
        test('answers 404 for an unknown id', async () => {
            assert.equal((await api.http.post(`/api/admin/users/${UNKNOWN_ID}/reset-password`).set(admin())).status, 404);
        });
    });
    describe('admin token', () => {
        const calls = [
            ['get', '/api/admin/users'],
            ['get', `/api/admin/users/${UNKNOWN_ID}`],
            ['post', '/api/admin/users'],
            ['patch', `/api/admin/users/${UNKNOWN_ID}`],
            ['delete', `/api/admin/users/${UNKNOWN_ID}`],
            ['post', `/api/admin/users/${UNKNOWN_ID}/toggle`],
            ['post', `/api/admin/users/${UNKNOWN_ID}/api-key/reset`],
            ['post', `/api/admin/users/${UNKNOWN_ID}/reset-password`],
            ['get', '/api/admin/no-such-route'],
        ];
        test('every users call answers 401 without a token', async () => {
            for (const [method, path] of calls) {
                const response = await api.http[method](path).send({ email: 'x@example.com', password: 'password-1' });
                assert.equal(response.status, 401, `${method} ${path}`);
            }
        });
        test('every users call answers 401 with a wrong token, and creates nothing', async () => {
            const before = (await api.http.get('/api/admin/users').set(admin())).body.total;
            for (const [method, path] of calls) {
                const response = await api.http[method](path)
                    .set('x-admin-token', `${api.adminToken}x`)
                    .send({ email: 'wrong-token@example.com', password: 'password-1' });
                assert.equal(response.status, 401, `${method} ${path}`);
                assert.deepEqual(Object.keys(response.body).sort(), ['error', 'message', 'statusCode']);
            }
            const afterwards = (await api.http.get('/api/admin/users').set(admin())).body.total;
            assert.equal(afterwards, before);
        });
    });
});
//# sourceMappingURL=users.e2e-spec.js.map