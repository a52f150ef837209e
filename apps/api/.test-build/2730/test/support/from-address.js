import { request } from 'node:http';
import nodemailer from 'nodemailer';
/** Makes the test app's HTTP server listen on every IPv4 address, so other loopback addresses reach it; answers its port. */
export async function listenOnAllAddresses(api) {
    const server = api.app.getHttpServer();
    if (!server.listening)
        await new Promise((resolve) => server.listen(0, '0.0.0.0', resolve));
    return server.address().port;
}
/** POSTs JSON to 127.0.0.1:port from `localAddress`; answers the status, parsed body and time taken. */
export function postJsonFrom(localAddress, port, path, body) {
    const payload = JSON.stringify(body);
    const startedAt = Date.now();
    return new Promise((resolve, reject) => {
        const outgoing = request({ host: '127.0.0.1', port, path, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (response) => {
            const chunks = [];
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () => {
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, elapsedMs: Date.now() - startedAt });
            });
        });
        outgoing.on('error', reject);
        outgoing.end(payload);
    });
}
/** Connects from `localAddress` to the submission port, STARTTLS, AUTH (PLAIN or LOGIN as offered), and QUIT. */
export async function smtpAuthFrom(localAddress, port, user, pass) {
    const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port,
        localAddress,
        secure: false,
        requireTLS: true,
        tls: { rejectUnauthorized: false },
        auth: { user, pass },
    });
    const startedAt = Date.now();
    try {
        await transport.verify();
        return { code: 235, reply: '235 Authentication successful', elapsedMs: Date.now() - startedAt };
    }
    catch (error) {
        const { responseCode, response } = error;
        if (!responseCode)
            throw error;
        return { code: responseCode, reply: response ?? '', elapsedMs: Date.now() - startedAt };
    }
    finally {
        transport.close();
    }
}
//# sourceMappingURL=from-address.js.map