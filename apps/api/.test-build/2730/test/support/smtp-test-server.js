import { SMTPServer } from 'smtp-server';
/** A real SMTP server on loopback standing in for a relay or a recipient's MX host. */
export async function startSmtpTestServer(options = {}) {
    const received = [];
    const authAttempts = [];
    let chooseReply = () => 'accept';
    let stalledCount = 0;
    let connectionCount = 0;
    const waiters = [];
    const server = new SMTPServer({
        logger: false,
        authOptional: !options.credentials,
        allowInsecureAuth: true,
        authMethods: ['PLAIN', 'LOGIN'],
        disabledCommands: options.offerStartTls === false ? ['STARTTLS'] : [],
        ...(options.certificate ? { key: options.certificate.key, cert: options.certificate.cert } : {}),
        onConnect(_session, callback) {
            connectionCount += 1;
            callback();
        },
        onAuth(auth, session, callback) {
            authAttempts.push({ username: auth.username ?? '', tls: Boolean(session.secure) });
            const valid = auth.username === options.credentials?.user && auth.password === options.credentials?.pass;
            callback(valid ? null : Object.assign(new Error('Invalid credentials'), { responseCode: 535 }), valid ? { user: auth.username } : undefined);
        },
        onData(stream, session, callback) {
            const chunks = [];
            stream.on('data', (chunk) => chunks.push(chunk));
            stream.on('end', () => {
                const behaviour = chooseReply(session.remoteAddress);
                if (behaviour === 'stall') {
                    stalledCount += 1; // never answered: the client's lease runs out
                    return;
                }
                if (behaviour !== 'accept') {
                    callback(Object.assign(new Error(behaviour.message), { responseCode: behaviour.code }));
                    return;
                }
                received.push({
                    from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                    to: session.envelope.rcptTo.map((recipient) => recipient.address),
                    raw: Buffer.concat(chunks),
                    helo: session.hostNameAppearsAs,
                    user: session.user ?? null,
                    tls: Boolean(session.secure),
                    remoteAddress: session.remoteAddress,
                });
                callback();
                waiters.splice(0).forEach((wake) => wake());
            });
        },
    });
    // A client that vanishes mid-session (an API process the test SIGKILLs, with pooled relay
    // connections open) resets its socket: that ends the session, it is not the test's failure.
    server.on('error', () => undefined);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = server.server.address().port;
    return {
        port,
        received,
        authAttempts,
        stalled: () => stalledCount,
        connections: () => connectionCount,
        reply(next) {
            chooseReply = typeof next === 'function' ? next : () => next;
        },
        async waitForMessages(count, timeoutMs = 20_000) {
            const deadline = Date.now() + timeoutMs;
            while (received.length < count) {
                if (Date.now() > deadline)
                    throw new Error(`Expected ${count} messages, received ${received.length}`);
                await new Promise((resolve) => {
                    waiters.push(resolve);
                    setTimeout(resolve, 200);
                });
            }
            return received;
        },
        close: () => new Promise((resolve) => server.close(() => resolve())),
    };
}
/** A received message's text with quoted-printable soft line breaks and escapes undone, for matching sentences. */
export function decodedText(raw) {
    return raw
        .toString()
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}
//# sourceMappingURL=smtp-test-server.js.map