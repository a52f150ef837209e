// A real HTTP server on loopback standing in for a customer's webhook endpoint (the browser
// tests' counterpart of apps/api/test/support/webhook-receiver.ts). Every POST is kept with its
// headers and answered 200; signatures are checked by the test with the `standardwebhooks` package.
//
//   const receiver = await startWebhookReceiver();   // random port on 127.0.0.1
//   receiver.url                                      // 'http://127.0.0.1:<port>/hook'
//   receiver.received                                 // [{ body, headers, at }] (at: Date.now() on arrival)
//   await receiver.waitFor((hook) => ..., what)       // resolves with the first POST that matches
//   signatureHeaders(hook)                            // the three headers Webhook#verify takes
//   await receiver.close();
import { createServer } from 'node:http';

const WAIT_MS = 60_000;

export function startWebhookReceiver() {
  const received = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST') received.push({ body, headers: request.headers, at: Date.now() });
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/hook`,
        received,
        async waitFor(matches, what, timeoutMs = WAIT_MS) {
          const deadline = Date.now() + timeoutMs;
          while (Date.now() < deadline) {
            const hook = received.find(matches);
            if (hook) return hook;
            await new Promise((wait) => setTimeout(wait, 100));
          }
          throw new Error(`No webhook arrived: ${what}; got:\n${received.map((hook) => hook.body).join('\n')}`);
        },
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(closed);
          }),
      }),
    );
  });
}

/** The Standard Webhooks headers of a received POST, as `new Webhook(secret).verify(body, headers)` takes them. */
export function signatureHeaders(hook) {
  return {
    'webhook-id': hook.headers['webhook-id'],
    'webhook-timestamp': hook.headers['webhook-timestamp'],
    'webhook-signature': hook.headers['webhook-signature'],
  };
}
