import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { getConnectionToken } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import type { LogRetentionSettings } from '@platform/contracts';
import { LogExpiryService } from '../src/log-expiry/log-expiry.service.js';
import { MessageLogService } from '../src/message-log/message-log.service.js';
import { RollupsService } from '../src/rollups/rollups.service.js';
import { DeferralCountsService } from '../src/traffic-shaping/deferral-counts.service.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const PATH = '/api/admin/settings/log-retention';

describe('log retention', () => {
  let api: TestApp;
  let database: Connection;
  const admin = () => ({ 'x-admin-token': api.adminToken });

  beforeAll(async () => {
    api = await startTestApp();
    database = api.app.get<Connection>(getConnectionToken());
  });
  afterAll(async () => {
    await api?.close();
  });

  test('GET answers the default of 30 days before anything is saved', async () => {
    const response = await api.http.get(PATH).set(admin());
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { days: 30 } satisfies LogRetentionSettings);
  });

  test('PUT answers 400 naming days for a value that is not a whole number from 1 to 366, and changes nothing', async () => {
    for (const body of [{ days: 0 }, { days: 367 }, { days: 2.5 }, { days: 'many' }, {}, { days: 7, extra: true }]) {
      const response = await api.http.put(PATH).set(admin()).send(body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.match(JSON.stringify(response.body.message), /days must be a whole number from 1 to 366|property extra should not exist/, JSON.stringify(body));
    }
    assert.deepEqual((await api.http.get(PATH).set(admin())).body, { days: 30 });
  });

  test('GET and PUT answer 401 without a valid admin token', async () => {
    assert.equal((await api.http.get(PATH)).status, 401);
    assert.equal((await api.http.put(PATH).send({ days: 7 })).status, 401);
  });

  test('PUT saves the days; report ranges are then bounded by them', async () => {
    const saved = await api.http.put(PATH).set(admin()).send({ days: 7 });
    assert.equal(saved.status, 200);
    assert.deepEqual(saved.body, { days: 7 });
    assert.deepEqual((await api.http.get(PATH).set(admin())).body, { days: 7 });
    const tooLong = await api.http.get('/api/admin/reports/summary?date_from=2024-03-01&date_to=2024-03-08').set(admin());
    assert.equal(tooLong.status, 400);
    assert.match(JSON.stringify(tooLong.body.message), /at most 7 days apart \(the log retention\)/);
    assert.equal((await api.http.get('/api/admin/reports/summary?date_from=2024-03-01&date_to=2024-03-07').set(admin())).status, 200);
  });

  test('the expiry removes logs, events, message-log entries, deferral and warm-up counts and the hours of days older than the retention, and bounce-repeat spans that are over, and nothing newer', async () => {
    const now = Date.now();
    const old = new Date(now - 8 * DAY_MS);
    const recent = new Date(now - 6 * DAY_MS);
    const userId = new Types.ObjectId();
    const ids = { old: new Types.ObjectId(), recent: new Types.ObjectId() };
    const logEntry = (_id: Types.ObjectId, created_at: Date) => ({ _id, message_id: `<${_id}@x.example>`, from: 'a@x.example', to: 'b@y.example', status: 'delivered', domain: 'x.example', user_id: userId, created_at });
    await database.collection('delivery_logs').insertMany([logEntry(ids.old, old), logEntry(ids.recent, recent)]);
    await database.collection('message_log').insertMany([
      { _id: ids.old, user_id: userId, domain: 'x.example', message_id: '<old@x.example>', recipients: [], created_at: old },
      { _id: ids.recent, user_id: userId, domain: 'x.example', message_id: '<recent@x.example>', recipients: [], created_at: recent },
    ]);
    // Events through the seam, so their rollup rows are written with their expiry.
    const event = (created_at: Date) => ({
      _id: new Types.ObjectId().toHexString(),
      message: new Types.ObjectId(),
      user_id: userId,
      type: 'delivered' as const,
      recipient: 'b@y.example',
      response: '250 ok',
      attempt: 1,
      source_ip: null,
      agent_hostname: null,
      created_at,
    });
    const [oldEvent, recentEvent] = [event(old), event(recent)];
    await api.app.get(MessageLogService).recordEvents([oldEvent, recentEvent], { inTimeline: true });
    await api.app.get(RollupsService).flush();
    const deferrals = api.app.get(DeferralCountsService);
    await deferrals.record('mx.old-destination.example', ['throttled'], old);
    await deferrals.record('mx.recent-destination.example', ['throttled'], recent);
    const warmupCount = (at: Date) => {
      const day = at.toISOString().slice(0, 10);
      return { _id: `${day}|192.0.2.9|gmail|process-1` as never, day, ip: '192.0.2.9', destination: 'gmail', count: 3 };
    };
    await database.collection('ip_warmup_counts').insertMany([warmupCount(old), warmupCount(recent)]);
    // Mailbox-failure spans (30 days by default): one began 31 days ago and is over, one 29 days ago.
    await database.collection('bounce_repeats').insertMany([
      { _id: `${userId.toHexString()}:over@y.example` as never, count: 2, first_at: new Date(now - 31 * DAY_MS) },
      { _id: `${userId.toHexString()}:counting@y.example` as never, count: 2, first_at: new Date(now - 29 * DAY_MS) },
    ]);

    const results = await api.app.get(LogExpiryService).expireNow();
    assert.deepEqual(results.map((result) => result.collection), ['delivery_logs', 'message_events', 'message_log', 'rollups', 'deferral_counts', 'ip_warmup_counts', 'bounce_repeats']);
    assert.ok(results.every((result) => result.deleted >= 1 && result.ms >= 0), JSON.stringify(results));

    for (const name of ['delivery_logs', 'message_log']) {
      assert.equal(await database.collection(name).countDocuments({ _id: ids.old }), 0, `${name}: the old one went`);
      assert.equal(await database.collection(name).countDocuments({ _id: ids.recent }), 1, `${name}: the recent one stays`);
    }
    assert.equal(await database.collection('message_events').countDocuments({ _id: oldEvent._id as never }), 0);
    assert.equal(await database.collection('message_events').countDocuments({ _id: recentEvent._id as never }), 1);
    const deferralDays = await database.collection('deferral_counts').find({}, { projection: { _id: 0, day: 1, destination: 1 } }).toArray();
    assert.deepEqual(deferralDays, [{ day: recent.toISOString().slice(0, 10), destination: 'mx.recent-destination.example' }], "the old day's deferral counts went");
    const warmupDays = await database.collection('ip_warmup_counts').find({}, { projection: { _id: 0, day: 1 } }).toArray();
    assert.deepEqual(warmupDays, [{ day: recent.toISOString().slice(0, 10) }], "the old day's warm-up counts went");
    assert.deepEqual(
      (await database.collection('bounce_repeats').find({}, { projection: { _id: 1 } }).toArray()).map((repeat) => repeat._id),
      [`${userId.toHexString()}:counting@y.example`],
      'the span that is over went; the one still counting stays',
    );
    const dayDocuments = async (at: Date) => database.collection('rollups').countDocuments({ kind: 'day', period: at.toISOString().slice(0, 10) });
    assert.equal(await dayDocuments(old), 0, "the old day's hours went with its logs");
    assert.equal(await dayDocuments(recent), 1);
    // Months stay (lifetime figures are recounted from them): the platform's, the account's, and the account's reputation counts.
    assert.equal(await database.collection('rollups').countDocuments({ kind: 'month', period: old.toISOString().slice(0, 7) }), 3);
  });
});
