import { createServer } from 'node:http';
/** A real HTTP server on loopback standing in for a customer's webhook endpoint. */
export async function startWebhookReceiver() {
    const received = [];
    let queued = [];
    let fallback = 200;
    const server = createServer((request, response) => {
        const chunks = [];
        request.on('data', (chunk) => chunks.push(chunk));
        request.on('end', () => {
            const status = queued.shift() ?? fallback;
            received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answeredWith: status });
            response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : `failing on purpose (${status})`);
        });
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = server.address().port;
    return {
        url: `http://127.0.0.1:${port}/hook`,
        port,
        received,
        answer(statuses, then = 200) {
            queued = [...statuses];
            fallback = then;
        },
        async waitFor(count, filter = () => true, timeoutMs = 20_000) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
                const matching = received.filter(filter);
                if (matching.length >= count)
                    return matching;
                if (Date.now() > deadline) {
                    throw new Error(`Expected ${count} webhooks, got ${matching.length}: ${JSON.stringify(received.map((r) => r.body))}`);
                }
                await new Promise((resolve) => setTimeout(resolve, 50));
            }
        },
        close: () => new Promise((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
        }),
    };
}
/** The Standard Webhooks headers of a request, as the verifier takes them. */
export function signatureHeaders(request) {
    return {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
    };
}
//# sourceMappingURL=webhook-receiver.js.map