import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedWebhookTarget } from './webhook-target.js';

/** What the endpoint answered, as the attempt records it. */
export interface WebhookPostResult {
  /** A 2xx answer: the endpoint took the event. */
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  /** The start of the body, or why no answer came (at most EXCERPT_BYTES). */
  excerpt: string;
}

export const EXCERPT_BYTES = 1024;
/** More of an answer is not read: a receiver cannot make the dispatcher hold a large body. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const USER_AGENT = 'platform-webhooks/1';

/**
 * POSTs the body to the target's checked address (the `lookup` hands the connection that
 * address, so the name is not looked up again), within `timeoutMs` from start to the end of
 * the answer. Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */
export function postWebhook(target: ResolvedWebhookTarget, headers: Record<string, string>, body: string, timeoutMs: number): Promise<WebhookPostResult> {
  const startedAt = Date.now();
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookPostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookPostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve({ ...result, excerpt: truncate(result.excerpt), durationMs: Date.now() - startedAt });
    };
    const request = send(
      {
        protocol: target.url.protocol,
        host: target.host,
        port: target.url.port || undefined,
        path: `${target.url.pathname}${target.url.search}`,
        method: 'POST',
        lookup: pinnedLookup,
        agent: false,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': USER_AGENT },
      },
      (response: IncomingMessage) => {
        const statusCode = response.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_RESPONSE_BYTES) finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('end', () => finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error: Error) => finish({ ok, statusCode, excerpt: Buffer.concat(chunks).toString('utf8') || error.message }));
      },
    );
    const timer = setTimeout(() => finish({ ok: false, statusCode: null, excerpt: `No answer within ${timeoutMs / 1000} s` }), timeoutMs);
    request.on('error', (error: Error & { code?: string }) => finish({ ok: false, statusCode: null, excerpt: `Connection failed: ${error.code ?? error.message}` }));
    request.end(body);
  });
}

/** At most EXCERPT_BYTES of UTF-8, cut at a character boundary. */
function truncate(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= EXCERPT_BYTES) return text;
  return bytes.subarray(0, EXCERPT_BYTES).toString('utf8').replace(/\uFFFD$/, '');
}
