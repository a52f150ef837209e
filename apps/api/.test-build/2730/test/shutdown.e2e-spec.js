import assert from 'node:assert/strict';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import supertest from 'supertest';
import { freePort, startApiProcess } from './support/api-process.js';
import { startDnsTestServer } from './support/dns-test-server.js';
import { adminCall, createTestSender } from './support/sending-fixture.js';
import { authenticatedSmtpDialogue } from './support/smtp-dialogue.js';
import { startSmtpTestServer } from './support/smtp-test-server.js';
import { openAdminSession, openTestDatabase } from './support/test-app.js';
const GRACE_SECONDS = 3;
const SHUTTING_DOWN = '421 4.3.2 Service shutting down';
let dataDir;
let database;
let dns;
let relay;
const processes = [];
const dialogues = [];
before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shutdown-'));
    dns = await startDnsTestServer();
    relay = await startSmtpTestServer();
});
after(async () => {
    for (const dialogue of dialogues)
        dialogue.close();
    await Promise.all(processes.map((api) => api.kill()));
    await relay?.close();
    await dns?.close();
    await database?.dispose();
    await rm(dataDir, { recursive: true, force: true });
});
/** Whether a TCP connection to the port is refused (nothing listens). */
async function refused(port) {
    const socket = connect(port, '127.0.0.1');
    try {
        await once(socket, 'connect'); // rejects with the socket's error
        return false;
    }
    catch (error) {
        return error.code === 'ECONNREFUSED';
    }
    finally {
        socket.destroy();
    }
}
test('SIGTERM: new connections are refused, a message in DATA is accepted, idle and overlong sessions get 421, the leased delivery is released, exit 0, nothing lost', async () => {
    database = await openTestDatabase(dataDir);
    const masterToken = `shutdown-admin-${randomBytes(8).toString('hex')}`;
    const smtpPort = await freePort();
    const env = {
        MONGODB_URI: database.uri,
        DATA_DIR: dataDir,
        ADMIN_TOKEN: masterToken,
        DNS_SERVERS: dns.address,
        SMTP_SUBMISSION_PORT: String(smtpPort),
        SMTP_SUBMISSION_HOST: '127.0.0.1',
        RELAY_WORKER_CONCURRENCY: '2',
        QUEUE_POLL_MS: '50',
        // Ten minutes: a delivery the next process gets within the test was released, not expired.
        LEASE_SECONDS: '600',
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
        RELAY_TLS_REJECT_UNAUTHORIZED: 'false',
    };
    const first = await startApiProcess(env);
    processes.push(first);
    const http = supertest(first.baseUrl);
    const adminToken = await openAdminSession(http, masterToken);
    const client = { http, adminToken };
    const relayRecord = await adminCall(client, 'post', '/api/admin/relays', { name: 'shutdown-relay', smtp_host: '127.0.0.1', smtp_port: relay.port });
    const sender = await createTestSender(client, dns, { domain: 'shutdown.example', sendPlan: 'bulletproof', relayId: relayRecord._id });
    // A delivery in the relay worker's hands at SIGTERM: the relay reads it and never answers.
    relay.reply('stall');
    const leased = await http
        .post('/api/v1/messages')
        .set('authorization', `Bearer ${sender.apiKey}`)
        .send({ from: `news@${sender.domain}`, to: 'reader@inbox-one.example', subject: 'leased at shutdown', text: 'leased' });
    assert.equal(leased.status, 202, JSON.stringify(leased.body));
    for (const until = Date.now() + 20_000; relay.stalled() < 1 && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(relay.stalled(), 1, 'the delivery is in transmission');
    const openSession = async () => {
        const dialogue = await authenticatedSmtpDialogue(smtpPort, sender.smtpEmail, sender.smtpPassword);
        dialogues.push(dialogue);
        return dialogue;
    };
    const startData = async (dialogue, subject) => {
        assert.equal(await dialogue.command(`MAIL FROM:<news@${sender.domain}>`), '250 Accepted');
        assert.equal(await dialogue.command('RCPT TO:<reader@inbox-two.example>'), '250 Accepted');
        assert.match(await dialogue.command('DATA'), /^354 /);
        await dialogue.write(`From: news@${sender.domain}\r\nTo: reader@inbox-two.example\r\nSubject: ${subject}\r\n\r\nfirst half, `);
    };
    const finishing = await openSession();
    await startData(finishing, 'in DATA at shutdown');
    const overlong = await openSession();
    await startData(overlong, 'still in DATA after the grace');
    const idle = await openSession();
    const exited = once(first.child, 'exit');
    first.child.kill('SIGTERM');
    assert.equal(await idle.reply(), SHUTTING_DOWN, 'a session not in DATA is told at once');
    await idle.closed;
    assert.ok(await refused(smtpPort), 'the SMTP listener is closed');
    // Well within the 3 s grace: the HTTP listener closes as shutdown starts, not when it ends (on a
    // loaded machine the other modules' shutdown hooks may take a moment to let it run).
    const httpPort = Number(new URL(first.baseUrl).port);
    for (const until = Date.now() + 1_500; !(await refused(httpPort)) && Date.now() < until;)
        await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok(await refused(httpPort), 'the HTTP listener is closed');
    await finishing.write('second half.\r\n.\r\n');
    assert.match(await finishing.reply(), /^250 2\.0\.0 Message queued as [0-9a-f-]{36}@shutdown\.example$/);
    assert.equal(await finishing.reply(), SHUTTING_DOWN, 'once its message is answered, the session is closed');
    // Never finishes its message: refused with 421 once the grace is over, so its client sends it again later.
    const refusedAt = Date.now();
    assert.equal(await overlong.reply(), SHUTTING_DOWN);
    await overlong.closed;
    const [code, signal] = await exited;
    assert.equal(signal, null);
    assert.equal(code, 0, first.output());
    assert.ok(Date.now() - refusedAt < 10_000);
    assert.match(first.output(), /Released delivery [0-9a-f]{24} still in transmission at shutdown/);
    assert.match(first.output(), /Shut down cleanly/);
    assert.equal(relay.received.length, 0);
    // The next process delivers both: the released one without waiting out its ten-minute lease.
    relay.reply('accept');
    const second = await startApiProcess(env);
    processes.push(second);
    const received = await relay.waitForMessages(2, 30_000);
    const subjects = received.map((message) => /^Subject: ([^\r\n]+)/m.exec(message.raw.toString())?.[1]).sort();
    assert.deepEqual(subjects, ['in DATA at shutdown', 'leased at shutdown']);
});
//# sourceMappingURL=shutdown.e2e-spec.js.map