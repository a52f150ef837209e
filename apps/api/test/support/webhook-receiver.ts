import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this request was answered with. */
  answeredWith: number;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** The statuses the next requests get, in order; after them every request gets `then`. */
  answer(statuses: number[], then?: number): void;
  /** Resolves once `count` requests matching `filter` have arrived. */
  waitFor(count: number, filter?: (request: ReceivedWebhook) => boolean, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP server on loopback standing in for a customer's webhook endpoint. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let queued: number[] = [];
  let fallback = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = queued.shift() ?? fallback;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answeredWith: status });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'thanks' : `failing on purpose (${status})`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
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
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} webhooks, got ${matching.length}: ${JSON.stringify(received.map((r) => r.body))}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Standard Webhooks headers of a request, as the verifier takes them. */
export function signatureHeaders(request: ReceivedWebhook): Record<string, string> {
  return {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
}
