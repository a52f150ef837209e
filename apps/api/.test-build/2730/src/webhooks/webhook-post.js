import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
export const EXCERPT_BYTES = 1024;
/** More of an answer is not read: a receiver cannot make the dispatcher hold a large body. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'platform-webhooks/1';
/**
 * POSTs the body to the target's checked address (the `lookup` hands the connection that
 * address, so the name is not looked up again), within `timeoutMs` from start to the end of
 * the answer. Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */
export function postWebhook(target, headers, body, timeoutMs) {
    const startedAt = Date.now();
    const pinnedLookup = (_hostname, options, callback) => {
        if (options.all)
            callback(null, [{ address: target.address, family: target.family }]);
        else
            callback(null, target.address, target.family);
    };
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve) => {
        let settled = false;
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            request.destroy();
            resolve({ ...result, excerpt: truncate(result.excerpt), durationMs: Date.now() - startedAt });
        };
        const request = send({
            protocol: target.url.protocol,
            host: target.host,
            port: target.url.port || undefined,
            path: `${target.url.pathname}${target.url.search}`,
            method: 'POST',
            lookup: pinnedLookup,
            agent: false,
            headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': USER_AGENT },
        }, (response) => {
            const statusCode = response.statusCode ?? null;
            const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
            const chunks = [];
            let size = 0;
            response.on('data', (chunk) => {
                chunks.push(chunk);
                size += chunk.length;
                if (size >= MAX_RESPONSE_BYTES)
                    finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') });
            });
            response.on('end', () => finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') }));
            response.on('error', (error) => finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') || error.message }));
        });
        const timer = setTimeout(() => finish({ ok: false, statusCode: null, excerpt: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
        request.on('error', (error) => finish({ ok: false, statusCode: null, excerpt: `Connection failed: ${error.code ?? error.message}` }));
        request.end(body);
    });
}
/** At most EXCERPT_BYTES of UTF-8, cut at a character boundary. */
function truncate(text) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.length <= EXCERPT_BYTES)
        return text;
    return bytes.subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD$/, '');
}
//# sourceMappingURL=webhook-post.js.map