import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types } from 'mongoose';
import { MessageSequenceBackfill } from '../src/message-log/message-sequence-backfill.service.js';
import { customerCall, customerRequest, login } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { startTestApp } from './support/test-app.js';
/**
 * The customer Messages list as read through each account's message sequence: paging, filters,
 * totals, several API processes accepting at once, searches cut short, and the backfill of
 * entries from before the sequence. No relay worker runs: every message stays queued.
 */
describe('customer Messages list (/api/v1/messages)', () => {
    let dns;
    let api;
    /** A second API process on the same database, whose searches may read 5 messages per request. */
    let second;
    let relayId;
    let paging;
    let pagingSession;
    /** Sent one after another: oldest first. */
    const sent = [];
    const send = async (app, sender, index, subject = `Paging ${index}`) => {
        const body = { from: `news@${sender.domain}`, to: `r${index}@readers.example`, subject, text: 'hello' };
        return (await customerCall(app, { apiKey: sender.apiKey }, 'post', '/api/v1/messages', body, 202)).id;
    };
    const list = (app, credentials, query = '') => customerCall(app, credentials, 'get', `/api/v1/messages${query}`);
    const newestFirst = (ids) => [...ids].reverse();
    const database = () => api.app.get(getConnectionToken());
    const accountOf = async (domain) => {
        const sender = await createTestSender(api, dns, { domain, sendPlan: 'bulletproof', relayId });
        return { sender, session: { cookie: (await login(api, `owner@${domain}`, 'owner-password')).cookie } };
    };
    before(async () => {
        dns = await startDnsTestServer();
        api = await startTestApp({ env: { DNS_SERVERS: dns.address, LOGIN_RATE_LIMIT_PER_CLIENT: '1000' } });
        second = await startTestApp({ shareWith: api, env: { DNS_SERVERS: dns.address, LOGIN_RATE_LIMIT_PER_CLIENT: '1000', MESSAGE_SEARCH_SCAN_LIMIT: '5' } });
        // Never contacted: no relay worker runs in these tests.
        relayId = (await adminCall(api, 'post', '/api/admin/relays', { name: 'unused relay', smtp_host: '127.0.0.1', smtp_port: 9 }))._id;
        ({ sender: paging, session: pagingSession } = await accountOf('paging.example'));
        for (let index = 0; index < 25; index += 1)
            sent.push(await send(api, paging, index));
    });
    after(async () => {
        await second?.close();
        await api?.close();
        await dns?.close();
    });
    test('pages run newest first with the total; past the end a page is empty', async () => {
        const pages = [await list(api, pagingSession, '?page=1&limit=10'), await list(api, pagingSession, '?page=2&limit=10'), await list(api, pagingSession, '?page=3&limit=10')];
        assert.deepEqual(pages.flatMap((page) => page.items.map((item) => item._id)), newestFirst(sent));
        assert.deepEqual(pages.map(({ total, has_more, page, limit }) => [total, has_more, page, limit]), [
            [25, true, 1, 10],
            [25, true, 2, 10],
            [25, false, 3, 10],
        ]);
        assert.deepEqual(await list(api, pagingSession, '?page=4&limit=10'), { items: [], total: 25, has_more: false, page: 4, limit: 10 });
        const first = await list(api, pagingSession);
        assert.deepEqual([first.items.length, first.limit, first.items[0].subject, first.items[0].to], [20, 20, 'Paging 24', ['r24@readers.example']]);
    });
    test('recipient, subject and status filters count what they match, newest first', async () => {
        const byRecipient = await list(api, pagingSession, '?recipient=R7@readers');
        assert.deepEqual([byRecipient.items.map((item) => item._id), byRecipient.total, byRecipient.has_more], [[sent[7]], 1, false]);
        // "Paging 1" is in Paging 1 and Paging 10 to 19.
        const bySubject = await list(api, pagingSession, '?subject=paging%201&limit=5');
        assert.deepEqual([bySubject.items.map((item) => item.subject), bySubject.total, bySubject.has_more], [['Paging 19', 'Paging 18', 'Paging 17', 'Paging 16', 'Paging 15'], 11, true]);
        const lastPage = await list(api, pagingSession, '?subject=paging%201&limit=5&page=3');
        assert.deepEqual([lastPage.items.map((item) => item.subject), lastPage.total, lastPage.has_more], [['Paging 1'], 11, false]);
        assert.equal((await list(api, pagingSession, '?status=queued&limit=100')).total, 25);
        assert.deepEqual(await list(api, pagingSession, '?status=delivered'), { items: [], total: 0, has_more: false, page: 1, limit: 20 });
        const combined = await list(api, pagingSession, '?status=queued&subject=paging%2012&recipient=r12@');
        assert.deepEqual(combined.items.map((item) => item._id), [sent[12]]);
    });
    test('a status search counts the statuses as they are now, right after the same search', async () => {
        assert.equal((await list(api, pagingSession, '?status=queued&subject=paging')).total, 25);
        const log = database().collection('message_log');
        await log.updateOne({ _id: new Types.ObjectId(sent[3]) }, { $set: { status: 'delivered' } });
        try {
            const queued = await list(api, pagingSession, '?status=queued&subject=paging&limit=100');
            assert.deepEqual([queued.total, queued.items.some((item) => item._id === sent[3])], [24, false]);
            const delivered = await list(api, pagingSession, '?status=delivered&subject=paging');
            assert.deepEqual([delivered.items.map((item) => item._id), delivered.total], [[sent[3]], 1]);
        }
        finally {
            await log.updateOne({ _id: new Types.ObjectId(sent[3]) }, { $set: { status: 'queued' } });
        }
    });
    test('a date range keeps the messages from its first instant to its last, and counts them', async () => {
        const all = (await list(api, pagingSession, '?limit=100')).items;
        const at = (index) => all.find((item) => item._id === sent[index]).created_at;
        const range = await list(api, pagingSession, `?date_from=${at(5)}&date_to=${at(14)}&limit=100`);
        assert.deepEqual([range.items.map((item) => item._id), range.total], [newestFirst(sent.slice(5, 15)), 10]);
        const page2 = await list(api, pagingSession, `?date_from=${at(5)}&date_to=${at(14)}&limit=4&page=2`);
        assert.deepEqual([page2.items.map((item) => item._id), page2.total, page2.has_more], [newestFirst(sent.slice(5, 15)).slice(4, 8), 10, true]);
        assert.equal((await list(api, pagingSession, `?date_from=${at(20)}`)).total, 5);
        assert.equal((await list(api, pagingSession, `?date_to=${at(0)}`)).total, 1);
        assert.equal((await list(api, pagingSession, '?date_to=2020-01-01')).total, 0);
        assert.equal((await list(api, pagingSession, '?date_from=2999-01-01')).total, 0);
        // Bare dates: from the start of the first day to the end of the last.
        const day = (offset) => new Date(Date.now() + offset * 24 * 3_600_000).toISOString().slice(0, 10);
        assert.equal((await list(api, pagingSession, `?date_from=${day(-1)}&date_to=${day(1)}&subject=paging%202`)).total, 6);
    });
    test('crafted page and limit values: past any end an empty page, out of bounds a 400 naming the field', async () => {
        for (const page of ['1000000', '99999999999999999999']) {
            const response = await list(api, pagingSession, `?page=${page}&limit=100`);
            assert.deepEqual([response.items, response.total, response.has_more], [[], 25, false], `page=${page}`);
            const searched = await list(api, pagingSession, `?page=${page}&subject=paging`);
            assert.deepEqual([searched.items, searched.total, searched.has_more], [[], 25, false], `searched page=${page}`);
        }
        for (const [query, field] of [
            ['page=0', 'page'],
            ['page=-1', 'page'],
            ['page=1.5', 'page'],
            ['page=abc', 'page'],
            ['limit=0', 'limit'],
            ['limit=101', 'limit'],
            ['limit=1e3', 'limit'],
            ['page[$gt]=1', 'page'],
        ]) {
            const response = await customerRequest(api, pagingSession, 'get', `/api/v1/messages?${query}`);
            assert.equal(response.status, 400, `${query}: ${JSON.stringify(response.body)}`);
            assert.ok(response.body.message.some((message) => message.includes(field)), `${query}: ${JSON.stringify(response.body.message)}`);
        }
    });
    test('many messages accepted at once, through two API processes, are each listed exactly once', async () => {
        const { sender, session } = await accountOf('burst.example');
        const ids = await Promise.all(Array.from({ length: 40 }, (_, index) => send(index % 2 === 0 ? api : second, sender, index)));
        const listed = await list(api, session, '?limit=100');
        assert.equal(listed.total, 40);
        assert.deepEqual([...listed.items.map((item) => item._id)].sort(), [...ids].sort());
        // Both processes go on from the places the other took.
        const after = [await send(second, sender, 40), await send(api, sender, 41)];
        const again = await list(second, session, '?limit=2');
        assert.deepEqual([again.items.map((item) => item._id), again.total], [newestFirst(after), 42]);
    });
    test('every list shows only the caller’s own messages, whatever the filters', async () => {
        const { sender: other, session: otherSession } = await accountOf('other.example');
        const otherIds = [await send(api, other, 1, 'Paging 1'), await send(api, other, 2, 'Paging 2')];
        for (const query of ['', '?limit=100', '?subject=paging', '?recipient=r1@readers.example', '?status=queued&limit=100', `?date_from=${new Date(Date.now() - 3_600_000).toISOString()}&limit=100`, '?page=2&limit=10']) {
            const own = await list(api, pagingSession, query);
            assert.ok(own.items.every((item) => sent.includes(item._id)), `paging.example${query} shows another account's message`);
            const theirs = await list(api, otherSession, query);
            assert.ok(theirs.items.every((item) => otherIds.includes(item._id)), `other.example${query} shows another account's message`);
        }
        assert.equal((await list(api, otherSession)).total, 2);
        assert.equal((await list(api, pagingSession)).total, 25);
    });
    test('a key limited to one domain lists that domain’s messages only', async () => {
        const { sender, session } = await accountOf('limited.example');
        const sameAccountDomain = 'second-limited.example';
        const secondDomain = await adminCall(api, 'post', '/api/admin/domains', {
            domain: sameAccountDomain,
            user_id: sender.userId,
            user_plan_id: sender.userPlanId,
            send_plan: 'bulletproof',
            bulletproof_relay_id: relayId,
        });
        const key = await customerCall(api, session, 'post', '/api/v1/api-keys', { name: 'one domain', domain_id: secondDomain._id });
        const own = [await send(api, sender, 1), await send(api, sender, 2)];
        const limited = await list(api, { apiKey: key.key });
        assert.deepEqual([limited.items, limited.total], [[], 0]);
        const whole = await list(api, session);
        assert.deepEqual(whole.items.map((item) => item._id), newestFirst(own));
    });
    test('a search that may read only 5 messages says it stopped, and asked again goes on from there; unsearched lists still count', async () => {
        const newest = newestFirst(sent);
        const first = await list(second, pagingSession, '?subject=paging&limit=8');
        assert.deepEqual([first.items.map((item) => item._id), first.total, first.has_more], [newest.slice(0, 5), null, true]);
        const again = await list(second, pagingSession, '?subject=paging&limit=8');
        assert.deepEqual([again.items.map((item) => item._id), again.total, again.has_more], [newest.slice(0, 8), null, true]);
        const next = await list(second, pagingSession, '?subject=paging&limit=8&page=2');
        assert.deepEqual([next.items.map((item) => item._id), next.total, next.has_more], [newest.slice(8, 15), null, true]);
        for (let request = 0; request < 2; request += 1)
            await list(second, pagingSession, '?subject=paging&limit=8&page=3');
        const last = await list(second, pagingSession, '?subject=paging&limit=8&page=4');
        assert.deepEqual([last.items.map((item) => item._id), last.total, last.has_more], [newest.slice(24), 25, false], 'read to the oldest: counted');
        const otherSearch = await list(second, pagingSession, '?recipient=readers.example&limit=8');
        assert.deepEqual([otherSearch.items.map((item) => item._id), otherSearch.total], [newest.slice(0, 5), null], 'another search starts from the newest');
        const plain = await list(second, pagingSession, '?limit=5');
        assert.deepEqual([plain.items.map((item) => item._id), plain.total, plain.has_more], [newest.slice(0, 5), 25, true]);
        assert.equal((await list(api, pagingSession, '?subject=paging')).total, 25, 'the other process, without the limit, reads them all');
    });
    test('a status search that stopped early goes on where it stopped, and counts afresh once it reached the oldest', async () => {
        const newest = newestFirst(sent);
        const pages = [];
        for (let request = 0; request < 5; request += 1)
            pages.push(await list(second, pagingSession, '?status=queued&limit=30'));
        assert.deepEqual(pages.map((page) => [page.items.length, page.total]), [
            [5, null],
            [10, null],
            [15, null],
            [20, null],
            [25, 25],
        ]);
        assert.deepEqual(pages[4].items.map((item) => item._id), newest);
        const afresh = await list(second, pagingSession, '?status=queued&limit=30');
        assert.deepEqual([afresh.items.map((item) => item._id), afresh.total], [newest.slice(0, 5), null]);
    });
    test('a block of 100 places is copied once all its pointers are written, and later searches read the copy', async () => {
        const { sender, session } = await accountOf('blocks.example');
        const ids = [];
        for (let from = 0; from < 105; from += 15)
            ids.push(...(await Promise.all(Array.from({ length: 15 }, (_, index) => send(api, sender, from + index)))));
        const searched = await list(api, session, '?recipient=readers.example&limit=100');
        assert.equal(searched.total, 105);
        assert.equal(new Set(searched.items.map((item) => item._id)).size, 100);
        assert.ok(searched.items.every((item) => ids.includes(item._id)));
        const blocks = database().collection('message_sequence_blocks');
        let copy = null;
        for (let attempt = 0; attempt < 100 && !copy; attempt += 1) {
            copy = await blocks.findOne({ _id: `${sender.userId}:block:0` });
            if (!copy)
                await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.ok(copy, 'places 1 to 100 copied');
        assert.deepEqual(copy.pointers.map((pointer) => pointer.n), Array.from({ length: 100 }, (_, index) => index + 1));
        assert.equal(new Set(copy.pointers.map((pointer) => pointer.message.toHexString())).size, 100);
        assert.equal(await blocks.countDocuments({ _id: { $regex: `^${sender.userId}:` } }), 1, 'the block at the head (places 101 to 105) is not complete: no copy');
        // What only the copy says is what a search finds now.
        await blocks.updateOne({ _id: copy._id }, { $set: { 'pointers.0.subject': 'Only in the copy' } });
        const fromCopy = await list(api, session, '?subject=only%20in%20the%20copy');
        assert.deepEqual(fromCopy.items.map((item) => item._id), [copy.pointers[0].message.toHexString()]);
    });
    describe('entries logged before the message sequence existed', () => {
        let legacy;
        let legacySession;
        let current;
        let old;
        /** Starts another API process on the database and waits for its backfill. */
        const backfillByNewProcess = async () => {
            const instance = await startTestApp({ shareWith: api, env: { DNS_SERVERS: dns.address } });
            try {
                return await instance.app.get(MessageSequenceBackfill).completion;
            }
            finally {
                await instance.close();
            }
        };
        before(async () => {
            ({ sender: legacy, session: legacySession } = await accountOf('legacy.example'));
            current = [await send(api, legacy, 100), await send(api, legacy, 101)];
            // 30 entries as the log held them before: no place, no pointer; a day apart, in shuffled order.
            const entries = Array.from({ length: 30 }, (_, index) => {
                const at = new Date(Date.now() - (31 - index) * 24 * 3_600_000);
                return {
                    _id: new Types.ObjectId(),
                    user_id: new Types.ObjectId(legacy.userId),
                    domain: legacy.domain,
                    message_id: `legacy-${index}@legacy.example`,
                    source: 'http',
                    envelope_from: `news@${legacy.domain}`,
                    from: `news@${legacy.domain}`,
                    subject: `Legacy ${index}`,
                    recipients: [`old${index}@readers.example`],
                    headers: [],
                    deliveries: {},
                    status: 'delivered',
                    revision: 1,
                    event_ids: [],
                    created_at: at,
                    updated_at: at,
                };
            });
            old = entries.map((entry) => entry._id.toHexString());
            await database().collection('message_log').insertMany([...entries].sort((a, b) => a.subject.localeCompare(b.subject)));
            await database().collection('message_sequence_marks').deleteOne({ _id: 'backfill' });
        });
        test('a process started on such a database places them below the account’s newer messages, and says so once', async () => {
            assert.equal((await list(api, legacySession)).total, 2, 'not listed before the backfill');
            const outcome = await backfillByNewProcess();
            assert.deepEqual(outcome, { placed: 30, accounts: 1, ran: true });
            const listed = await list(api, legacySession, '?limit=100');
            assert.deepEqual([listed.items.map((item) => item._id), listed.total], [[...newestFirst(current), ...newestFirst(old)], 32]);
            const searched = await list(api, legacySession, '?subject=legacy%202&limit=100');
            assert.deepEqual(searched.items.map((item) => item.subject), ['Legacy 29', 'Legacy 28', 'Legacy 27', 'Legacy 26', 'Legacy 25', 'Legacy 24', 'Legacy 23', 'Legacy 22', 'Legacy 21', 'Legacy 20', 'Legacy 2']);
            const range = await list(api, legacySession, `?date_from=${listed.items[12].created_at}&date_to=${listed.items[3].created_at}&limit=100`);
            assert.deepEqual(range.items.map((item) => item._id), listed.items.slice(3, 13).map((item) => item._id));
            assert.deepEqual(await backfillByNewProcess(), { placed: 0, accounts: 0, ran: false }, 'a later start reads nothing');
        });
        test('a backfill cut short resumes where it stopped and places no entry twice', async () => {
            const pointers = database().collection('message_sequence');
            const marks = database().collection('message_sequence_marks');
            // As if the process stopped after writing places 0 to -14, having marked only -4.
            await pointers.deleteMany({ _id: { $in: Array.from({ length: 15 }, (_, index) => `${legacy.userId}:${-15 - index}`) } });
            await marks.updateOne({ _id: `${legacy.userId}:low` }, { $set: { n: -4 } });
            await marks.deleteOne({ _id: 'backfill' });
            assert.equal((await list(api, legacySession, '?limit=100')).total, 7, 'the list ends at the marked place meanwhile');
            assert.deepEqual(await backfillByNewProcess(), { placed: 15, accounts: 1, ran: true });
            const listed = await list(api, legacySession, '?limit=100');
            assert.deepEqual([listed.items.map((item) => item._id), listed.total], [[...newestFirst(current), ...newestFirst(old)], 32]);
        });
    });
});
//# sourceMappingURL=customer-api-messages.e2e-spec.js.map