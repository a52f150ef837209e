import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Types } from 'mongoose';
import nodemailer from 'nodemailer';
import { RollupsService } from '../src/rollups/rollups.service.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
import { WarmupClock } from '../src/warmup/warmup-clock.js';
import { startInboundPlatform } from './support/inbound-platform.js';
import { adminCall } from './support/sending-fixture.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Small quotas so that a handful of messages reach them: 3 an hour, 5 a day, doubled on a clean day, halved on a bad one. */
const TEST_WARMUP = { enabled: true, start_hourly: 3, start_daily: 5, growth_factor: 2, fall_factor: 0.5, ceiling_hourly: 100, ceiling_daily: 1000 };
/** Judged from 4 sent; review at 20 % (the pause line out of reach, so the account keeps sending). */
const TEST_LINES = { enabled: true, window_days: 7, min_volume: 4, review_bounce_rate: 20, review_complaint_rate: 20, pause_bounce_rate: 100, pause_complaint_rate: 100 };
describe('warm-up quotas: low at first, grown on clean days, lowered after bad ones, refused over quota with a retry time', () => {
    let platform;
    let submissionPort;
    const admin = (method, path, body, status) => adminCall(platform.api, method, path, body, status);
    const send = (to) => platform.api.http.post('/api/v1/messages').set('authorization', `Bearer ${platform.sender.apiKey}`).send({ from: `news@${platform.sender.domain}`, to, subject: 'Hello', text: 'Hello there' });
    const customerWarmup = async () => {
        const response = await platform.api.http.get('/api/v1/warmup').set('authorization', `Bearer ${platform.sender.apiKey}`);
        assert.equal(response.status, 200, JSON.stringify(response.body));
        return response.body;
    };
    const today = () => platform.api.app.get(WarmupClock).now().toISOString().slice(0, 10);
    const nextDay = () => platform.api.app.get(WarmupClock).shift(DAY_MS);
    before(async () => {
        platform = await startInboundPlatform('warmup.example', { SMTP_SUBMISSION_PORT: '0', SMTP_SUBMISSION_HOST: '127.0.0.1' });
        submissionPort = platform.api.app.get(SmtpSubmissionServer).port;
    });
    after(async () => {
        await platform?.close();
    });
    test('the parameters are settings (on for new self-signed-up accounts by default); a bad value is refused naming the field', async () => {
        assert.deepEqual(await admin('get', '/api/admin/settings/warmup'), {
            enabled: true,
            start_hourly: 50,
            start_daily: 200,
            growth_factor: 1.5,
            fall_factor: 0.5,
            ceiling_hourly: 10_000,
            ceiling_daily: 100_000,
        });
        const bad = await platform.api.http.put('/api/admin/settings/warmup').set('x-admin-token', platform.api.adminToken).send({ ...TEST_WARMUP, growth_factor: 0.5 });
        assert.equal(bad.status, 400);
        assert.match(JSON.stringify(bad.body), /growth_factor must be a number from 1 to 10/);
        const inverted = await platform.api.http.put('/api/admin/settings/warmup').set('x-admin-token', platform.api.adminToken).send({ ...TEST_WARMUP, ceiling_daily: 2 });
        assert.equal(inverted.status, 400);
        assert.match(JSON.stringify(inverted.body), /ceiling_daily must not be below start_daily/);
        assert.deepEqual(await admin('put', '/api/admin/settings/warmup', TEST_WARMUP), TEST_WARMUP);
        await admin('put', '/api/admin/settings/reputation', TEST_LINES);
    });
    test('an account an admin created is not warmed up until an admin starts it', async () => {
        assert.equal((await customerWarmup()).warming_up, false);
        const started = await admin('put', `/api/admin/warmup/${platform.sender.userId}`, { enabled: true });
        assert.deepEqual([started.warming_up, started.hourly_limit, started.daily_limit, started.used_this_hour, started.changed_on], [true, 3, 5, 0, today()]);
        assert.equal(started.next_growth_on, new Date(Date.parse(`${today()}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10));
    });
    test('over the hourly quota: HTTP 429 with Retry-After and SMTP 451 4.7.1, both naming the quota and when it resets; nothing is stored', async () => {
        for (let index = 1; index <= 3; index += 1) {
            const sent = await send(`reader${index}@inbox.example`);
            assert.equal(sent.status, 202, JSON.stringify(sent.body));
        }
        const refused = await send('reader4@inbox.example');
        assert.equal(refused.status, 429, JSON.stringify(refused.body));
        const retryAfter = Number(refused.headers['retry-after']);
        assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 3600, `Retry-After: ${refused.headers['retry-after']}`);
        assert.match(refused.body.message, /^Warm-up hourly quota of 3 messages an hour reached for your account: it resets at \d{4}-\d\d-\d\dT\d\d:00:00\.000Z, try again in \d+ seconds$/);
        const transport = nodemailer.createTransport({
            host: '127.0.0.1',
            port: submissionPort,
            secure: false,
            requireTLS: true,
            tls: { rejectUnauthorized: false },
            auth: { user: platform.sender.smtpEmail, pass: platform.sender.smtpPassword },
        });
        const smtpError = (await transport.sendMail({ from: `news@${platform.sender.domain}`, to: 'reader5@inbox.example', subject: 'Again', text: 'x' }).then(() => assert.fail('the SMTP submission was accepted'), (error) => error));
        assert.equal(smtpError.responseCode, 451);
        assert.equal(smtpError.command, 'MAIL FROM');
        assert.match(smtpError.response ?? '', /^451 4\.7\.1 Warm-up hourly quota of 3 messages an hour reached for your account: it resets at .+, try again in \d+ seconds$/);
        const warmup = await customerWarmup();
        assert.deepEqual([warmup.hourly_limit, warmup.daily_limit, warmup.used_this_hour, warmup.used_today], [3, 5, 3, 3]);
        assert.equal(new Date(warmup.hour_resets_at).getTime() - Date.now() <= 3600_000, true);
    });
    test('clean days grow the quotas, a day above the review line lowers them, and the daily quota refuses with the day’s reset (the test clock moves the days)', async () => {
        // Day 2: the first submission judges the day before: clean, so doubled (6 an hour, 10 a day), and it is accepted (3 of 6 used this hour).
        nextDay();
        assert.equal((await send('day2@inbox.example')).status, 202);
        let warmup = await customerWarmup();
        assert.deepEqual([warmup.hourly_limit, warmup.daily_limit, warmup.changed_on], [6, 10, today()]);
        assert.match(warmup.reason, /^Raised \(×2\) on \d{4}-\d\d-\d\d after a day under the reputation review line$/);
        // A second submission the same day judges nothing again.
        assert.equal((await send('day2b@inbox.example')).status, 202);
        assert.deepEqual([(await customerWarmup()).hourly_limit, (await customerWarmup()).daily_limit], [6, 10]);
        nextDay();
        assert.equal((await send('day3@inbox.example')).status, 202);
        warmup = await customerWarmup();
        assert.deepEqual([warmup.hourly_limit, warmup.daily_limit], [12, 20]);
        // The account's bounce rate crosses the review line: five refused attempts (each sent and hard-bounced) in its reputation rollups.
        const rollups = platform.api.app.get(RollupsService);
        const userId = new Types.ObjectId(platform.sender.userId);
        const bounces = Array.from({ length: 5 }, (_, index) => ({
            type: 'bounced',
            user_id: userId,
            created_at: new Date(),
            bounce_type: null,
            recipient: `gone${index}@inbox.example`,
            attempt: 1,
            domain: platform.sender.domain,
        }));
        await rollups.countStored(bounces, async (stamped) => stamped);
        await rollups.flush();
        const reputation = await admin('get', `/api/admin/reputation/${platform.sender.userId}`);
        assert.ok(reputation.figures.judged && reputation.figures.bounce_rate >= 20, JSON.stringify(reputation.figures));
        // Day 4: judged above the line, halved to 6 an hour, 10 a day: the 6 sent this hour now reach the hourly quota.
        nextDay();
        const usedBefore = (await customerWarmup()).used_this_hour;
        assert.equal((await send('day4@inbox.example')).status, usedBefore >= 6 ? 429 : 202);
        warmup = await customerWarmup();
        assert.deepEqual([warmup.hourly_limit, warmup.daily_limit, warmup.changed_on], [6, 10, today()]);
        assert.match(warmup.reason, /^Lowered \(×0\.5\) on \d{4}-\d\d-\d\d: the bounce rate is [\d.]+ % \(5 hard bounces of \d+ messages sent in the last 7 days\), at or above the review line of 20 %$/);
        // Lowered again the next day while the rates stay above the line, never below the start quotas.
        // The 6 accepted today (real time) now pass the daily quota of 5: refused with the day's reset (midnight UTC).
        nextDay();
        assert.ok((await customerWarmup()).used_today >= 5);
        const day5 = await send('day5@inbox.example');
        assert.equal(day5.status, 429, JSON.stringify(day5.body));
        assert.match(day5.body.message, /^Warm-up daily quota of 5 messages a day reached for your account: it resets at \d{4}-\d\d-\d\dT00:00:00\.000Z, try again in \d+ seconds$/);
        const retryAfter = Number(day5.headers['retry-after']);
        assert.ok(retryAfter >= 1 && retryAfter <= 86_400, `Retry-After: ${day5.headers['retry-after']}`);
        warmup = await customerWarmup();
        assert.deepEqual([warmup.hourly_limit, warmup.daily_limit], [3, 5]);
    });
    test('the admin sees the same warm-up, and ending it leaves only the plan cap', async () => {
        const seen = await admin('get', `/api/admin/warmup/${platform.sender.userId}`);
        assert.deepEqual([seen.warming_up, seen.hourly_limit, seen.daily_limit], [true, 3, 5]);
        const ended = await admin('put', `/api/admin/warmup/${platform.sender.userId}`, { enabled: false });
        assert.equal(ended.warming_up, false);
        assert.equal((await send('after@inbox.example')).status, 202);
        const missing = await platform.api.http.get(`/api/admin/warmup/${new Types.ObjectId().toHexString()}`).set('x-admin-token', platform.api.adminToken);
        assert.equal(missing.status, 404);
    });
});
//# sourceMappingURL=warmup.e2e-spec.js.map