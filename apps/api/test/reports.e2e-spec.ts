import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { Types, type Connection, type Model } from 'mongoose';
import type { DeliveryLogEntry, ListResponse, LogStatus, OpenEndedListResponse, ReportSummary } from '@platform/contracts';
import { MessageLogService } from '../src/message-log/message-log.service.js';
import { DatabaseIndexes } from '../src/database/database-indexes.service.js';
import { DeliveryLogRecipientBackfill } from '../src/reports/delivery-log-recipient.backfill.js';
import { DeliveryLogRecord } from '../src/reports/delivery-log.schema.js';
import { RollupsService } from '../src/rollups/rollups.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_A = new Types.ObjectId('65f0000000000000000000aa');
const USER_B = new Types.ObjectId('65f0000000000000000000bb');

describe('reports API', () => {
  let api: TestApp;
  let database: Connection;
  const admin = () => ({ 'x-admin-token': api.adminToken });
  let sequence = 0;
  /** Log entries as the queue writes them: the delivery log entry, and its event (same _id) through the event seam. */
  const record = async (entries: Array<ReturnType<typeof logEntry>>) => {
    await database.collection('delivery_logs').insertMany(entries);
    await api.app.get(MessageLogService).recordEvents(
      entries.map((entry) => ({
        _id: entry._id.toHexString(),
        message: new Types.ObjectId(),
        user_id: entry.user_id ?? USER_A,
        type: entry.status,
        recipient: entry.to,
        response: entry.response,
        attempt: 1,
        source_ip: entry.source_ip,
        agent_hostname: entry.agent_hostname,
        created_at: entry.created_at,
      })),
      { inTimeline: true },
    );
    await api.app.get(RollupsService).flush();
  };
  const logEntry = (createdAt: string | Date, status: LogStatus, extra: Record<string, unknown> = {}) => ({
    _id: new Types.ObjectId(),
    message_id: `<m${++sequence}@a.example>`,
    from: 'sender@a.example',
    to: `rcpt${sequence}@recipient.example`,
    status,
    response: status === 'delivered' ? '250 2.0.0 OK' : '550 5.1.1 no such user',
    source_ip: '203.0.113.5',
    agent_hostname: 'mta1.example.net',
    domain: 'a.example',
    user_id: USER_A,
    created_at: new Date(createdAt),
    ...extra,
  }) as { _id: Types.ObjectId; status: LogStatus; user_id: Types.ObjectId | null; to: string; response: string; source_ip: string | null; agent_hostname: string | null; created_at: Date };
  const summary = async (query: string) => {
    const response = await api.http.get(`/api/admin/reports/summary${query}`).set(admin());
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body as ReportSummary;
  };

  beforeAll(async () => {
    api = await startTestApp();
    database = api.app.get<Connection>(getConnectionToken());
    await record([
      logEntry('2024-02-29T23:59:59.999Z', 'delivered'),
      logEntry('2024-03-01T00:00:00.000Z', 'delivered'),
      logEntry('2024-03-01T12:00:00.000Z', 'bounced'),
      logEntry('2024-03-01T23:59:59.999Z', 'deferred'),
      logEntry('2024-03-03T08:00:00.000Z', 'delivered'),
      logEntry('2024-03-03T09:00:00.000Z', 'delivered', { domain: 'b.example', user_id: USER_B }),
      logEntry('2024-03-03T10:00:00.000Z', 'bounced', { domain: 'b.example', user_id: USER_B }),
      logEntry('2024-03-03T11:00:00.000Z', 'failed', { user_id: null, source_ip: null, agent_hostname: null }),
      logEntry('2024-03-04T23:59:59.999Z', 'delivered'),
      logEntry('2024-03-05T00:00:00.000Z', 'bounced'),
    ]);
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /api/admin/reports/summary', () => {
    test('counts each UTC day of the range, days without entries included, and the totals', async () => {
      const body = await summary('?date_from=2024-03-01T00:00:00.000Z&date_to=2024-03-04T23:59:59.999Z');
      assert.deepEqual(body.items, [
        { date: '2024-03-01', sent: 0, total: 3, delivered: 1, bounced: 1 },
        { date: '2024-03-02', sent: 0, total: 0, delivered: 0, bounced: 0 },
        { date: '2024-03-03', sent: 0, total: 4, delivered: 2, bounced: 1 },
        { date: '2024-03-04', sent: 0, total: 1, delivered: 1, bounced: 0 },
      ]);
      assert.deepEqual(
        [body.total, body.delivered, body.bounced, body.bounce_rate, body.date_from, body.date_to],
        [8, 4, 2, 25, '2024-03-01T00:00:00.000Z', '2024-03-04T23:59:59.999Z'],
      );
    });

    test('counts only the part of the first and last day inside the range', async () => {
      const body = await summary('?date_from=2024-03-01T06:00:00Z&date_to=2024-03-03T08:30:00Z');
      assert.deepEqual(body.items.map((day) => [day.date, day.total]), [['2024-03-01', 2], ['2024-03-02', 0], ['2024-03-03', 1]]);
    });

    test('a date_to without a time of day covers that whole day; the bounce rate has two decimals', async () => {
      const body = await summary('?date_from=2024-03-01&date_to=2024-03-01');
      assert.deepEqual(body.items, [{ date: '2024-03-01', sent: 0, total: 3, delivered: 1, bounced: 1 }]);
      assert.equal(body.bounce_rate, 33.33);
    });

    test('the bounce rate is 0 when there is nothing in the range', async () => {
      const body = await summary('?date_from=2020-01-01T00:00:00Z&date_to=2020-01-02T12:00:00Z');
      assert.deepEqual(body.items, [
        { date: '2020-01-01', sent: 0, total: 0, delivered: 0, bounced: 0 },
        { date: '2020-01-02', sent: 0, total: 0, delivered: 0, bounced: 0 },
      ]);
      assert.deepEqual([body.total, body.delivered, body.bounced, body.bounce_rate], [0, 0, 0, 0]);
    });

    test('without a range it covers today (UTC) and the six days before, until now', async () => {
      const now = Date.now();
      await record([
        logEntry(new Date(now - 1000), 'delivered', { domain: 'recent.example' }),
        logEntry(new Date(now - 8 * DAY_MS), 'bounced', { domain: 'recent.example' }),
      ]);
      const body = await summary('');
      const today = new Date(now).toISOString().slice(0, 10);
      const sixDaysAgo = new Date(now - 6 * DAY_MS).toISOString().slice(0, 10);
      assert.equal(body.items.length, 7);
      assert.equal(body.items[0].date, sixDaysAgo);
      assert.equal(body.items[6].date, today);
      assert.equal(body.date_from, `${sixDaysAgo}T00:00:00.000Z`);
      assert.ok(Math.abs(Date.parse(body.date_to) - Date.now()) < 60 * 1000);
      assert.deepEqual([body.total, body.delivered, body.bounced], [1, 1, 0]);
      assert.equal(body.items[6].delivered, 1);
    });

    test('answers 400 naming the parameter for a bad date, a reversed or too long range', async () => {
      const cases: Array<[string, RegExp]> = [
        ['date_from=yesterday', /date_from must be an ISO 8601 date/],
        ['date_to=2024-02-30', /date_to must be an ISO 8601 date/],
        ['date_from=2024-W10', /date_from must be an ISO 8601 date/],
        ['date_from=2024-03-05T00:00:00Z&date_to=2024-03-01T00:00:00Z', /date_from must not be after date_to/],
        ['date_from=2024-01-01&date_to=2024-01-31', /date_from and date_to must be at most 30 days apart \(the log retention\)/],
        ['period=7', /property period should not exist/],
      ];
      for (const [query, message] of cases) {
        const response = await api.http.get(`/api/admin/reports/summary?${query}`).set(admin());
        assert.equal(response.status, 400, query);
        assert.match(JSON.stringify(response.body.message), message, query);
      }
    });
  });

  describe('GET /api/admin/reports/logs', () => {
    test('lists log entries newest first with items, total, page and limit', async () => {
      const response = await api.http.get('/api/admin/reports/logs?page=1&limit=10').set(admin());
      assert.equal(response.status, 200);
      const body = response.body as OpenEndedListResponse<DeliveryLogEntry>;
      assert.deepEqual([body.page, body.limit, body.total, body.items.length, body.has_more], [1, 10, 12, 10, true]);
      const times = body.items.map((entry) => Date.parse(entry.created_at));
      assert.deepEqual(times, [...times].sort((a, b) => b - a));
      const second = (await api.http.get('/api/admin/reports/logs?page=2&limit=10').set(admin())).body as OpenEndedListResponse<DeliveryLogEntry>;
      assert.equal(second.items.length, 2);
      assert.equal(second.has_more, false);
      assert.equal(second.items[1].created_at, '2024-02-29T23:59:59.999Z');
    });

    test('returns each entry with every field, ids and dates as strings', async () => {
      const body = (await api.http.get('/api/admin/reports/logs?status=failed').set(admin())).body as OpenEndedListResponse<DeliveryLogEntry>;
      // A filtered list is not counted (that would read every match): no total, and no next page.
      assert.deepEqual([body.items.length, body.total, body.has_more], [1, null, false]);
      const [entry] = body.items;
      assert.match(entry._id, /^[0-9a-f]{24}$/);
      assert.deepEqual(
        { ...entry, _id: undefined, message_id: undefined, to: undefined },
        {
          _id: undefined,
          message_id: undefined,
          to: undefined,
          from: 'sender@a.example',
          status: 'failed',
          response: '550 5.1.1 no such user',
          source_ip: null,
          agent_hostname: null,
          domain: 'a.example',
          user_id: null,
          // Stored before failures were classified: no reason.
          bounce_reason: null,
          bounce_reason_source: null,
          created_at: '2024-03-03T11:00:00.000Z',
        },
      );
    });

    test('filters by status, domain and user_id', async () => {
      const list = async (query: string) =>
        ((await api.http.get(`/api/admin/reports/logs?limit=100&${query}`).set(admin())).body as ListResponse<DeliveryLogEntry>).items;
      assert.deepEqual((await list('status=bounced')).map((entry) => entry.created_at).slice(-3), [
        '2024-03-05T00:00:00.000Z',
        '2024-03-03T10:00:00.000Z',
        '2024-03-01T12:00:00.000Z',
      ]);
      assert.ok((await list('status=bounced')).every((entry) => entry.status === 'bounced'));
      assert.deepEqual((await list('domain=B.example')).map((entry) => entry.created_at), ['2024-03-03T10:00:00.000Z', '2024-03-03T09:00:00.000Z']);
      assert.deepEqual((await list(`user_id=${USER_B}&status=delivered`)).map((entry) => entry.created_at), ['2024-03-03T09:00:00.000Z']);
    });

    test('recipient finds the entries whose recipient starts with it, in any case, by recipient then newest first', async () => {
      const logs = database.collection('delivery_logs');
      await logs.insertMany([
        logEntry('2024-03-06T10:00:00.000Z', 'delivered', { to: 'Zed.Ann@Search.example', to_lower: 'zed.ann@search.example' }),
        logEntry('2024-03-06T11:00:00.000Z', 'bounced', { to: 'zed.ann@search.example', to_lower: 'zed.ann@search.example' }),
        logEntry('2024-03-06T09:00:00.000Z', 'delivered', { to: 'zed.al@search.example', to_lower: 'zed.al@search.example' }),
      ]);
      try {
        const search = async (text: string, limit = 100) =>
          (await api.http.get(`/api/admin/reports/logs?recipient=${encodeURIComponent(text)}&limit=${limit}`).set(admin())).body as OpenEndedListResponse<DeliveryLogEntry>;
        const found = await search('ZED.A');
        assert.deepEqual(
          found.items.map((entry) => [entry.to, entry.created_at]),
          [
            ['zed.al@search.example', '2024-03-06T09:00:00.000Z'],
            ['zed.ann@search.example', '2024-03-06T11:00:00.000Z'],
            ['Zed.Ann@Search.example', '2024-03-06T10:00:00.000Z'],
          ],
        );
        assert.deepEqual([found.total, found.has_more], [null, false]);
        assert.equal((await search('zed.a', 2)).has_more, true);
        assert.deepEqual(await search('ann@').then((page) => page.items), [], 'the middle of an address does not match');
        assert.deepEqual(await search('.*').then((page) => page.items), [], 'the text is literal');
      } finally {
        await logs.deleteMany({ to_lower: /^zed\./ });
      }
    });

    test('entries written before the recipient field existed are found once a start-up has filled it in', async () => {
      const legacy = logEntry('2024-03-06T12:00:00.000Z', 'delivered', { to: 'Legacy.Reader@Old.example' });
      const { insertedId } = await database.collection('delivery_logs').insertOne(legacy);
      const search = async (client: TestApp) =>
        ((await client.http.get('/api/admin/reports/logs?recipient=legacy.reader').set({ 'x-admin-token': client.adminToken })).body as OpenEndedListResponse<DeliveryLogEntry>).items;
      assert.deepEqual(await search(api), [], 'not filled in yet');
      // The backfill ran when this app started, before the entry was written: it runs again only
      // where its marker is missing (a new database, or one restored from an older backup).
      await database.collection<{ _id: string }>('backfills').deleteOne({ _id: 'delivery_logs.to_lower' });
      const restarted = await startTestApp({ shareWith: api });
      try {
        await restarted.app.get(DeliveryLogRecipientBackfill).finished;
        assert.deepEqual((await search(restarted)).map((entry) => entry.to), ['Legacy.Reader@Old.example']);
        assert.ok(await database.collection<{ _id: string }>('backfills').findOne({ _id: 'delivery_logs.to_lower' }), 'the marker is written again');
      } finally {
        await restarted.close();
        await database.collection('delivery_logs').deleteOne({ _id: insertedId });
      }
    });

    test('answers 400 naming the parameter for a bad filter, page or limit', async () => {
      for (const query of ['status=sent', 'user_id=nope', 'page=0', 'limit=101']) {
        const response = await api.http.get(`/api/admin/reports/logs?${query}`).set(admin());
        assert.equal(response.status, 400, query);
        assert.match(JSON.stringify(response.body.message), new RegExp(query.split('=')[0]), query);
      }
    });
  });

  describe('delivery log schema', () => {
    test('writes entries with created_at set to now, and indexes delivery_logs by created_at where the database reads indexes', async () => {
      const model = api.app.get<Model<DeliveryLogRecord>>(getModelToken(DeliveryLogRecord.name));
      const databaseIndexes = api.app.get(DatabaseIndexes);
      await databaseIndexes.ready(model);
      const written = await model.create({
        message_id: '<schema@a.example>',
        from: 'sender@a.example',
        to: 'someone@recipient.example',
        status: 'delivered',
        domain: 'Schema.Example',
      });
      assert.ok(Date.now() - written.created_at.getTime() < 60 * 1000);
      assert.deepEqual([written.domain, written.response, written.source_ip, written.user_id], ['schema.example', '', null, null]);
      const indexes = await database.collection('delivery_logs').indexes();
      const byCreatedAt = indexes.some((index) => JSON.stringify(index.key) === JSON.stringify({ created_at: -1, _id: -1 }));
      // The embedded database gets no index it never reads (DatabaseIndexes); MongoDB gets the schema's.
      assert.equal(byCreatedAt, databaseIndexes.server === 'mongodb', JSON.stringify(indexes));
      await model.deleteOne({ _id: written._id });
    });
  });

  test('the OpenAPI description lists the report parameters under the reports tag', async () => {
    const document = (await api.http.get('/api/docs-json')).body as {
      paths: Record<string, { get?: { tags?: string[]; parameters?: Array<{ name: string }> } }>;
    };
    const described = (path: string) => document.paths[path]?.get;
    assert.deepEqual(described('/api/admin/reports/summary')?.tags, ['reports']);
    assert.deepEqual(described('/api/admin/reports/summary')?.parameters?.map((parameter) => parameter.name), ['date_from', 'date_to']);
    const logFilters = described('/api/admin/reports/logs')?.parameters?.map((parameter) => parameter.name) ?? [];
    assert.ok(['status', 'domain', 'user_id'].every((name) => logFilters.includes(name)), JSON.stringify(logFilters));
  });

  describe('admin token', () => {
    test('every reports call answers 401 without a token or with a wrong one', async () => {
      for (const path of ['/api/admin/reports/summary', '/api/admin/reports/logs']) {
        assert.equal((await api.http.get(path)).status, 401, path);
        assert.equal((await api.http.get(path).set('x-admin-token', 'wrong-token')).status, 401, path);
      }
    });
  });
});
