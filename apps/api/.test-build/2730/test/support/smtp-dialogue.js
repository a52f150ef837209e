import { once } from 'node:events';
import { connect } from 'node:net';
import { connect as connectTls } from 'node:tls';
export async function openSmtpDialogue(port) {
    let socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let pending = '';
    const replies = [];
    const waiters = [];
    let serverClosed = false;
    const onData = (chunk) => {
        pending += chunk.toString('latin1');
        for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
            replies.push(pending.slice(0, end));
            pending = pending.slice(end + 2);
        }
        deliverReplies();
    };
    // A reply ends with its line whose code is followed by a space (RFC 5321 section 4.2.1).
    const deliverReplies = () => {
        for (;;) {
            const last = replies.findIndex((line) => /^\d{3}(?: |$)/.test(line));
            if (last === -1 || waiters.length === 0)
                return;
            waiters.shift().resolve(replies.splice(0, last + 1).join('\n'));
        }
    };
    let markClosed = () => { };
    const closed = new Promise((resolve) => (markClosed = resolve));
    const finish = () => {
        serverClosed = true;
        markClosed();
        // Replies that arrived before the close were handed out already; nothing more will come.
        for (const waiter of waiters.splice(0))
            waiter.reject(new Error(`The server closed the connection; unanswered lines: ${replies.join('\n')}`));
    };
    // Under TLS the plain socket may see the end before the TLS layer has handed over the last reply.
    const watch = (watched, on) => {
        for (const event of ['end', 'close'])
            (on ? watched.on(event, finish) : watched.off(event, finish));
    };
    watch(socket, true);
    socket.on('data', onData);
    socket.on('error', () => undefined);
    const reply = () => new Promise((resolve, reject) => {
        const waiter = { resolve, reject };
        waiters.push(waiter);
        deliverReplies();
        if (serverClosed && waiters.includes(waiter)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            reject(new Error(`The server closed the connection; unanswered lines: ${replies.join('\n')}`));
        }
    });
    const write = async (data) => {
        if (!socket.write(data))
            await once(socket, 'drain');
    };
    const command = async (line) => {
        const answer = reply();
        await write(`${line}\r\n`);
        return answer;
    };
    const greeting = await reply();
    return {
        greeting,
        command,
        reply,
        write,
        closed,
        async startTls() {
            const answer = await command('STARTTLS');
            if (!answer.startsWith('220'))
                throw new Error(`STARTTLS refused: ${answer}`);
            socket.off('data', onData);
            watch(socket, false);
            const secure = connectTls({ socket, rejectUnauthorized: false });
            watch(secure, true);
            await once(secure, 'secureConnect');
            secure.on('data', onData);
            secure.on('error', () => undefined);
            socket = secure;
        },
        close: () => socket.destroy(),
    };
}
/** A dialogue past EHLO, STARTTLS, EHLO again and AUTH PLAIN, ready for MAIL FROM. */
export async function authenticatedSmtpDialogue(port, user, password) {
    const dialogue = await openSmtpDialogue(port);
    await dialogue.command('EHLO client.test');
    await dialogue.startTls();
    await dialogue.command('EHLO client.test');
    const answer = await dialogue.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString('base64')}`);
    if (!answer.startsWith('235'))
        throw new Error(`AUTH refused: ${answer}`);
    return dialogue;
}
//# sourceMappingURL=smtp-dialogue.js.map