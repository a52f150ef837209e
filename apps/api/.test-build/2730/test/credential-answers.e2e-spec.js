import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createCustomer } from './support/customer-fixture.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { openSmtpDialogue } from './support/smtp-dialogue.js';
import { startTestApp } from './support/test-app.js';
import { SmtpSubmissionServer } from '../src/submission/smtp/smtp-submission.server.js';
const BUSY_SESSIONS = 5;
const TIMING_SAMPLES = 25;
const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
};
describe('what credentials tell, and how long SMTP sessions are held', () => {
    let api;
    let dns;
    let port;
    let sender;
    let disabled;
    const open = [];
    /** A session past EHLO, STARTTLS and EHLO again, ready for AUTH. */
    const readyForAuth = async () => {
        const dialogue = await openSmtpDialogue(port);
        open.push(dialogue);
        await dialogue.command('EHLO client.test');
        await dialogue.startTls();
        await dialogue.command('EHLO client.test');
        return dialogue;
    };
    /** The AUTH PLAIN reply in a fresh session, and how long it took. */
    const authAnswer = async (user, password) => {
        const dialogue = await readyForAuth();
        const started = process.hrtime.bigint();
        const reply = await dialogue.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString('base64')}`);
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        dialogue.close();
        await dialogue.closed;
        return { reply, ms };
    };
    before(async () => {
        dns = await startDnsTestServer();
        api = await startTestApp({
            env: {
                DNS_SERVERS: dns.address,
                SMTP_SUBMISSION_PORT: '0',
                SMTP_SUBMISSION_HOST: '127.0.0.1',
                SMTP_MAX_SESSIONS_PER_CLIENT: '50',
                SMTP_MAX_CLIENTS: '50',
                SMTP_BUSY_SESSIONS: String(BUSY_SESSIONS),
                SMTP_BUSY_IDLE_TIMEOUT_SECONDS: '1',
                // Many failures on purpose: no waits, no locks.
                SIGN_IN_DELAY_MAX_SECONDS: '0',
                SIGN_IN_LOCK_AFTER_FAILURES: '1000',
                SIGN_IN_CLIENT_LOCK_AFTER_FAILURES: '1000',
                LOGIN_RATE_LIMIT_PER_CLIENT: '1000',
            },
        });
        port = api.app.get(SmtpSubmissionServer).port;
        const relay = await adminCall(api, 'post', '/api/admin/relays', { name: 'unused-relay', smtp_host: '127.0.0.1', smtp_port: 9 });
        sender = await createTestSender(api, dns, { domain: 'answers-sender.example', sendPlan: 'bulletproof', relayId: relay._id });
        disabled = await createTestSender(api, dns, { domain: 'disabled-sender.example', sendPlan: 'bulletproof', relayId: relay._id });
        await adminCall(api, 'patch', `/api/admin/users/${disabled.userId}`, { status: 'inactive' });
    });
    after(async () => {
        for (const dialogue of open)
            dialogue.close();
        await api?.close();
        await dns?.close();
    });
    test("a disabled or deleted account's API key answers exactly as an unknown key", async () => {
        const deleted = await createCustomer(api, 'deleted@answers-other.example');
        assert.equal((await api.http.delete(`/api/admin/users/${deleted.userId}`).set('x-admin-token', api.adminToken)).status, 204);
        const withKey = (key) => api.http.get('/api/v1/account').set('authorization', `Bearer ${key}`);
        const unknown = await withKey(`key_${'0'.repeat(48)}`);
        assert.equal(unknown.status, 401);
        for (const [who, key] of [['disabled', disabled.apiKey], ['deleted', deleted.apiKey]]) {
            const answer = await withKey(key);
            assert.deepEqual([answer.status, answer.body], [unknown.status, unknown.body], who);
        }
        assert.equal((await withKey(sender.apiKey)).status, 200, 'an active account\'s key works');
    });
    test("SMTP AUTH with a disabled account's credentials answers exactly as an unknown user", async () => {
        const unknown = await authAnswer('nobody@answers-sender.example', 'whatever password');
        assert.match(unknown.reply, /^535 /);
        assert.equal((await authAnswer(disabled.smtpEmail, disabled.smtpPassword)).reply, unknown.reply);
        assert.match((await authAnswer(sender.smtpEmail, sender.smtpPassword)).reply, /^235 /);
    });
    test('SMTP AUTH takes as long for an unknown user as for a wrong password (medians of many attempts)', async () => {
        const wrongPassword = [];
        const unknownUser = [];
        // Interleaved, so that load on the machine falls on both kinds alike.
        for (let attempt = 0; attempt < TIMING_SAMPLES; attempt += 1) {
            wrongPassword.push((await authAnswer(sender.smtpEmail, `wrong password ${attempt}`)).ms);
            unknownUser.push((await authAnswer(`nobody-${attempt}@answers-sender.example`, `wrong password ${attempt}`)).ms);
        }
        const [slower, faster] = [median(wrongPassword), median(unknownUser)].sort((a, b) => b - a);
        // Equal work gives a ratio near 1; the gap this guards against was about 2.
        assert.ok(slower / faster < 1.5, `medians: wrong password ${median(wrongPassword)} ms, unknown user ${median(unknownUser)} ms`);
    });
    test(`from ${BUSY_SESSIONS} sessions on, every session gets the short idle timeout and keeps it; below, new ones get the normal one`, async () => {
        // Greeted and then silent: a set-up step (TLS) could itself outlast the 1 s busy timeout on a loaded machine.
        const sessions = await Promise.all(Array.from({ length: BUSY_SESSIONS }, () => openSmtpDialogue(port)));
        open.push(...sessions);
        // Silent clients are told 421 and closed after the busy timeout (1 s here) instead of 300 s.
        const closedAll = Promise.all(sessions.map((session) => session.closed));
        // A generous bound (the normal idle timeout is 300 s), so a broken busy timeout fails instead of hanging.
        const stillOpen = new Promise((_, reject) => setTimeout(() => reject(new Error('busy sessions were not timed out')), 60_000).unref());
        await Promise.race([closedAll, stillOpen]);
        const lone = await readyForAuth();
        await new Promise((resolve) => setTimeout(resolve, 3000));
        assert.equal(await lone.command('NOOP'), '250 OK', 'a lone session keeps the normal idle timeout');
    });
});
//# sourceMappingURL=credential-answers.e2e-spec.js.map