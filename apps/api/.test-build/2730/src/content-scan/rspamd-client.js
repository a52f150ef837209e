import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
/** rspamd could not be asked, or did not answer in time, or answered with something else than a verdict. */
export class RspamdUnavailable extends Error {
    constructor(message) {
        super(message);
        this.name = 'RspamdUnavailable';
    }
}
/** Largest answer read from rspamd: a verdict with hundreds of symbols is a few tens of KiB. */
const MAX_ANSWER_BYTES = 1024 * 1024;
/**
 * Asks rspamd's normal worker for its verdict on a message (POST /checkv2, the HTTP protocol of
 * rspamc). The whole exchange, connection to last byte, is bounded by `timeoutMs`. Envelope
 * recipients go as one Rcpt header each, as rspamd reads them.
 */
export function checkMessage(baseUrl, raw, envelope, timeoutMs) {
    const url = new URL(`${baseUrl}/checkv2`);
    const headers = {
        'content-length': String(raw.length),
        from: envelope.envelopeFrom,
        rcpt: envelope.recipients,
        ip: envelope.clientAddress,
        user: envelope.user,
        'queue-id': envelope.queueId,
        ...(envelope.clientName ? { helo: envelope.clientName } : {}),
    };
    return new Promise((resolve, reject) => {
        const fail = (message) => reject(new RspamdUnavailable(message));
        const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
        const request = send(url, { method: 'POST', headers });
        const timer = setTimeout(() => {
            request.destroy();
            fail(`rspamd did not answer within ${timeoutMs} ms`);
        }, timeoutMs);
        request.on('error', (error) => {
            clearTimeout(timer);
            fail(`rspamd could not be reached: ${error.message}`);
        });
        request.on('response', (response) => {
            const chunks = [];
            let size = 0;
            response.on('data', (chunk) => {
                size += chunk.length;
                if (size > MAX_ANSWER_BYTES) {
                    request.destroy();
                    return;
                }
                chunks.push(chunk);
            });
            response.on('error', () => undefined);
            response.on('end', () => {
                clearTimeout(timer);
                if (response.statusCode !== 200)
                    return fail(`rspamd answered HTTP ${response.statusCode}`);
                try {
                    resolve(readVerdict(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
                }
                catch (error) {
                    fail(`rspamd's answer is not a verdict: ${error.message}`);
                }
            });
        });
        request.end(raw);
    });
}
function readVerdict(answer) {
    const body = answer;
    if (typeof body?.score !== 'number' || typeof body.action !== 'string')
        throw new Error('no score or action');
    const symbols = Object.entries(body.symbols ?? {})
        .map(([name, symbol]) => ({ name, score: typeof symbol?.score === 'number' ? symbol.score : 0 }))
        .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
    const message = typeof body.messages?.smtp_message === 'string' ? body.messages.smtp_message : '';
    return { score: body.score, action: body.action, symbols, message };
}
//# sourceMappingURL=rspamd-client.js.map