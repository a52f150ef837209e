import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { deliveryStatusNotification, sendToInbound } from './support/inbound-mail.js';
import { FEEDBACK_ADDRESS, RETURN_PATH_DOMAIN, startInboundPlatform } from './support/inbound-platform.js';
import { openSmtpDialogue } from './support/smtp-dialogue.js';
const SENDER_DOMAIN = 'listener-sender.example';
const MAX_MESSAGE_BYTES = 4096;
const NO_SUCH_MAILBOX = '550 5.1.1 Recipient address rejected: no such mailbox here';
describe('inbound listener: takes only what it is for', () => {
    let platform;
    /** A real return path of a delivered message, and that message. */
    let returnPath;
    let messageId;
    let deliveredId;
    const open = [];
    const dialogue = async () => {
        const session = await openSmtpDialogue(platform.inboundPort);
        open.push(session);
        return session;
    };
    /** QUIT, and wait until the server let go of the connection (it counts against the client's limit until then). */
    const quit = async (session) => {
        assert.equal(await session.command('QUIT'), '221 Bye');
        await session.closed;
    };
    /** EHLO, then MAIL FROM:<> (a bounce's null sender); answers the MAIL reply. */
    const startTransaction = async (session) => {
        assert.match(await session.command('EHLO mx.reporter.example'), /^250/);
        return session.command('MAIL FROM:<>');
    };
    before(async () => {
        platform = await startInboundPlatform(SENDER_DOMAIN, {
            INBOUND_MAX_MESSAGE_BYTES: String(MAX_MESSAGE_BYTES),
            INBOUND_MAX_CONNECTIONS_PER_CLIENT: '3',
            INBOUND_MESSAGES_PER_MINUTE_PER_CLIENT: '40',
            INBOUND_DATA_TIMEOUT_SECONDS: '1',
        });
        const sent = await platform.send({ to: 'someone@receiver.example' });
        returnPath = (await platform.delivered(sent.message_id, 'someone@receiver.example')).from;
        messageId = sent.message_id;
        deliveredId = sent.id;
        await platform.waitForEvent(sent.id, 'delivered', 'someone@receiver.example');
    });
    after(async () => {
        for (const session of open)
            session.close();
        await platform?.close();
    });
    test('greets without AUTH: no credentials are taken here', async () => {
        const session = await dialogue();
        assert.match(session.greeting, /^220 /);
        const ehlo = await session.command('EHLO mx.reporter.example');
        assert.doesNotMatch(ehlo, /AUTH/);
        assert.match(ehlo, /SIZE 4096/);
        assert.equal(await session.command('AUTH PLAIN AGFAYQ=='), '500 Error: command not recognized');
        await quit(session);
    });
    test('relaying is refused: an outside address, any other address of ours, a forged or misplaced token', async () => {
        const session = await dialogue();
        assert.match(await startTransaction(session), /^250 /);
        const forged = `b+${'a'.repeat(40)}@${RETURN_PATH_DOMAIN}`;
        const [, token] = /^b\+([a-z2-7]{40})@/.exec(returnPath);
        const candidates = [
            'victim@gmail.example',
            `postmaster@${RETURN_PATH_DOMAIN}`,
            forged,
            `b+${token}@elsewhere.example`,
            `u+${token}@${RETURN_PATH_DOMAIN}`,
            `b+${token.slice(0, 39)}@${RETURN_PATH_DOMAIN}`,
        ];
        for (const address of candidates) {
            assert.equal(await session.command(`RCPT TO:<${address}>`), NO_SUCH_MAILBOX, address);
        }
        assert.match(await session.command(`RCPT TO:<${returnPath.toUpperCase()}>`), /^250 /, 'a real return path, in any case');
        assert.match(await session.command(`RCPT TO:<${FEEDBACK_ADDRESS}>`), /^250 /);
        await quit(session);
    });
    test('a message over the size cap is refused with 552 and records nothing', async () => {
        const dsn = deliveryStatusNotification({
            returnPath,
            recipient: 'someone@receiver.example',
            action: 'failed',
            status: '5.1.1',
            diagnostic: '550 5.1.1 User unknown',
            messageId: 'oversized@mx.receiver.example',
            originalMessageId: messageId,
            originalFrom: `news@${SENDER_DOMAIN}`,
        });
        const padded = dsn.replace('This is a MIME-encapsulated message.', `This is a MIME-encapsulated message.\r\n${'x'.repeat(76) + '\r\n'.repeat(1)}`.repeat(60));
        assert.ok(padded.length > MAX_MESSAGE_BYTES);
        const reply = await sendToInbound(platform.inboundPort, { from: '', to: [returnPath] }, padded);
        assert.equal(reply.accepted, false);
        assert.equal(reply.accepted === false && reply.code, 552);
        assert.equal((await platform.messageDetail(deliveredId)).events.some((event) => event.type === 'bounced'), false);
    });
    test('garbage is survived: binary on the wire is answered and the session goes on; a message that is no report is taken and dropped', async () => {
        const session = await dialogue();
        assert.match(await session.command(randomBytes(200).toString('latin1').replace(/[\r\n]/g, '.')), /^5\d\d /);
        assert.match(await startTransaction(session), /^250 /);
        assert.match(await session.command(`RCPT TO:<${returnPath}>`), /^250 /);
        assert.match(await session.command('DATA'), /^354 /);
        await session.write(`Subject: hello\r\n\r\n${randomBytes(600).toString('base64')}\r\n\u0000\u00ff not mime at all\r\n.\r\n`);
        assert.equal(await session.reply(), '250 2.0.0 Message accepted');
        await quit(session);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const events = (await platform.messageDetail(deliveredId)).events.map((event) => event.type);
        assert.deepEqual(events, ['accepted', 'delivered'], 'nothing recorded');
    });
    test('a client may hold only a few connections at once', async () => {
        const sessions = await Promise.all([dialogue(), dialogue(), dialogue()]);
        for (const session of sessions)
            assert.match(session.greeting, /^220 /);
        const fourth = await dialogue();
        assert.equal(fourth.greeting, '421 4.7.0 Too many connections from your address, try again later');
        for (const session of sessions)
            await quit(session);
        const again = await dialogue();
        assert.match(again.greeting, /^220 /, 'a closed connection frees its place');
        await quit(again);
    });
    test('a client that takes longer than the DATA time limit is told so and disconnected', async () => {
        const session = await dialogue();
        assert.match(await startTransaction(session), /^250 /);
        assert.match(await session.command(`RCPT TO:<${returnPath}>`), /^250 /);
        assert.match(await session.command('DATA'), /^354 /);
        await session.write('Subject: slow\r\n\r\n');
        assert.equal(await session.reply(), '421 4.4.2 DATA took longer than 1 seconds, closing connection');
        await session.closed;
    });
    test('after its message rate, a client is told to slow down (450) until the minute is over', async () => {
        const session = await dialogue();
        assert.match(await session.command('EHLO mx.reporter.example'), /^250/);
        const replies = [];
        for (let attempt = 0; attempt < 45; attempt += 1) {
            const reply = await session.command('MAIL FROM:<>');
            replies.push(reply);
            if (reply.startsWith('450'))
                break;
            assert.match(await session.command('RSET'), /^250/);
        }
        assert.equal(replies.at(-1), '450 4.7.1 Too many messages from your address, try again later');
        assert.ok(replies.slice(0, -1).every((reply) => reply.startsWith('250')));
    });
});
//# sourceMappingURL=inbound-listener.e2e-spec.js.map