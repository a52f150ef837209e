import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { TOTAL_MAX_AGE_MS } from '../src/common/collection-totals.js';
import { startTestApp } from './support/test-app.js';
const pastTotalAge = () => new Promise((resolve) => setTimeout(resolve, TOTAL_MAX_AGE_MS + 100));
/**
 * The dashboard's count tiles ask the users and domains lists for one item (`limit=1`) and read
 * the total: the newest item comes from its record by _id (ListHeads), never from a sort of the
 * whole collection, and the total from the collection's statistics; both read less than a second
 * ago, and exact right after a change made through the same process.
 */
describe('count tiles: the one-item first page of the users and domains lists', () => {
    let api;
    let other;
    let connection;
    const admin = () => ({ 'x-admin-token': api.adminToken });
    const tile = async (app, path) => {
        const response = await app.http.get(`${path}?limit=1`).set('x-admin-token', app.adminToken);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const firstPage = async (path) => (await api.http.get(`${path}?limit=100`).set(admin())).body.items;
    const createUser = async (app, email) => {
        const response = await app.http.post('/api/admin/users').set('x-admin-token', app.adminToken).send({ email, password: 'tile-password-1' });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    const createDomain = async (app, domain, userId, userPlanId) => {
        const response = await app.http
            .post('/api/admin/domains')
            .set('x-admin-token', app.adminToken)
            .send({ domain, user_id: userId, user_plan_id: userPlanId, send_plan: 'provider' });
        assert.equal(response.status, 201, JSON.stringify(response.body));
        return response.body;
    };
    /** The commands of a kind a call sends to a collection: each one's sort. */
    const commandsDuring = async (commandName, collection, call) => {
        const commands = [];
        const listener = (event) => {
            const sort = event.command.sort;
            if (event.commandName === commandName && event.command[commandName] === collection)
                commands.push(sort instanceof Map ? Object.fromEntries(sort) : sort);
        };
        const client = connection.getClient();
        client.on('commandStarted', listener);
        try {
            await call();
        }
        finally {
            client.off('commandStarted', listener);
        }
        return commands;
    };
    const findsDuring = (collection, call) => commandsDuring('find', collection, call);
    before(async () => {
        api = await startTestApp();
        other = await startTestApp({ shareWith: api });
        connection = api.app.get(getConnectionToken());
    });
    after(async () => {
        await other?.close();
        await api?.close();
    });
    test("users: the newest user and the exact total at once after this process's creates and deletes, within a second after another's", async () => {
        const base = (await tile(api, '/api/admin/users')).total;
        const first = await createUser(api, 'tile-first@example.com');
        let answer = await tile(api, '/api/admin/users');
        assert.deepEqual([answer.items.map((user) => user._id), answer.total], [[first._id], base + 1]);
        const second = await createUser(other, 'tile-second@example.com');
        await pastTotalAge();
        answer = await tile(api, '/api/admin/users');
        assert.deepEqual([answer.items.map((user) => user._id), answer.total], [[second._id], base + 2], 'made by another process');
        assert.equal(answer.has_more, true);
        assert.deepEqual(answer.items, (await firstPage('/api/admin/users')).slice(0, 1), 'the same item as the longer page');
        assert.equal((await api.http.delete(`/api/admin/users/${second._id}`).set(admin())).status, 204);
        answer = await tile(api, '/api/admin/users');
        assert.deepEqual([answer.items.map((user) => user._id), answer.total], [[first._id], base + 1], 'the newest deleted');
        const third = await createUser(other, 'tile-third@example.com');
        assert.equal((await other.http.delete(`/api/admin/users/${first._id}`).set('x-admin-token', other.adminToken)).status, 204);
        answer = await tile(other, '/api/admin/users');
        assert.deepEqual([answer.items.map((user) => user._id), answer.total], [[third._id], base + 1], 'an older one deleted');
    });
    test('domains: the newest domain and the exact total, right after each create and delete', async () => {
        const owner = await createUser(api, 'tile-domain-owner@example.com');
        const plan = await api.http.post('/api/admin/user-plans').set(admin()).send({ user_id: owner._id, plan_code: 'starter' });
        assert.equal(plan.status, 201, JSON.stringify(plan.body));
        const base = (await tile(api, '/api/admin/domains')).total;
        const first = await createDomain(api, 'tile-first.example', owner._id, plan.body._id);
        // No read here between this process's create (which forgot what it kept) and the other's.
        const second = await createDomain(other, 'tile-second.example', owner._id, plan.body._id);
        let answer = await tile(api, '/api/admin/domains');
        assert.deepEqual([answer.items.map((domain) => domain._id), answer.total], [[second._id], base + 2]);
        assert.deepEqual(answer.items, (await firstPage('/api/admin/domains')).slice(0, 1), 'the same item as the longer page');
        assert.equal((await other.http.delete(`/api/admin/domains/${second._id}`).set('x-admin-token', other.adminToken)).status, 204);
        await pastTotalAge();
        answer = await tile(api, '/api/admin/domains');
        assert.deepEqual([answer.items.map((domain) => domain._id), answer.total], [[first._id], base + 1], 'deleted by another process');
        assert.equal((await api.http.delete(`/api/admin/domains/${first._id}`).set(admin())).status, 204);
        assert.equal((await tile(api, '/api/admin/domains')).total, base, 'deleted through this process');
    });
    test('a tile reads its item by _id and sorts nothing once the record is kept; without the record, one sorted read fills it', async () => {
        await createUser(api, 'tile-record@example.com');
        assert.deepEqual(await findsDuring('users', () => tile(api, '/api/admin/users')), [undefined]);
        await connection.collection('newest_records').deleteMany({});
        await pastTotalAge();
        const refill = await findsDuring('users', () => tile(api, '/api/admin/users'));
        assert.deepEqual(refill, [{ _id: -1 }], 'one sorted read');
        const answer = await tile(api, '/api/admin/users');
        assert.deepEqual(answer.items, (await firstPage('/api/admin/users')).slice(0, 1));
        assert.deepEqual(await findsDuring('users', () => tile(api, '/api/admin/users')), [], 'kept for a second');
        await pastTotalAge();
        assert.deepEqual(await findsDuring('users', () => tile(api, '/api/admin/users')), [undefined], 'by _id: the record was filled again');
    });
    test("the total is read once for the tiles asking within the next half second, and afresh after this process's create", async () => {
        await createUser(api, 'tile-counted@example.com');
        const reads = await commandsDuring('aggregate', 'users', async () => {
            for (let ask = 0; ask < 3; ask += 1)
                await tile(api, '/api/admin/users');
        });
        assert.equal(reads.length, 1);
    });
});
//# sourceMappingURL=count-tiles.e2e-spec.js.map