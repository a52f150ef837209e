// An HTTP receiver of the platform's webhooks for the fault trial: it checks each POST's Standard
// Webhooks signature, keeps which events arrived (by message and type) and how often each
// webhook-id came, and answers 500 to a share of first deliveries so that retries are exercised.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';

/**
 * @param failFirstShare the share (0-1) of webhook-ids whose first POST is answered 500
 * @param random a function returning [0, 1), for a replayable choice of those
 */
export async function startWebhookReceiver({ failFirstShare = 0, random = Math.random }) {
  let secret = null;
  const events = new Map(); // `${message_id} ${type}` -> Set of webhook-ids
  const posts = new Map(); // webhook-id -> POSTs received
  const stats = { posts: 0, answered500: 0, badSignatures: 0, lastPostAt: 0 };

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const id = String(request.headers['webhook-id'] ?? '');
      stats.posts += 1;
      stats.lastPostAt = Date.now();
      if (!secret || !signatureMatches(secret, id, String(request.headers['webhook-timestamp'] ?? ''), body, String(request.headers['webhook-signature'] ?? ''))) {
        stats.badSignatures += 1;
        response.writeHead(401).end();
        return;
      }
      const seen = posts.get(id) ?? 0;
      posts.set(id, seen + 1);
      if (seen === 0 && random() < failFirstShare) {
        stats.answered500 += 1;
        response.writeHead(500).end('failing on purpose');
        return;
      }
      const payload = JSON.parse(body);
      const key = `${payload.data.message_id} ${payload.type}`;
      if (!events.has(key)) events.set(key, new Set());
      events.get(key).add(id);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    stats,
    /** The endpoint's signing secret, known once the endpoint is created. */
    useSecret(value) {
      secret = value;
    },
    /** Whether an event of this type for this message was taken (answered 200). */
    has(messageId, type) {
      return events.has(`${messageId} ${type}`);
    },
    /** Taken events by type, and how many of them came under more than one webhook-id (stored twice). */
    summary() {
      const byType = {};
      let storedTwice = 0;
      for (const [key, ids] of events) {
        const type = key.slice(key.indexOf(' ') + 1);
        byType[type] = (byType[type] ?? 0) + 1;
        if (ids.size > 1) storedTwice += ids.size - 1;
      }
      let repeatedPosts = 0;
      for (const count of posts.values()) repeatedPosts += count - 1;
      return { byType, storedTwice, repeatedPosts, webhookIds: posts.size };
    },
    /** Message ids of every taken event. */
    messageIds() {
      return new Set([...events.keys()].map((key) => key.slice(0, key.indexOf(' '))));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> keyed with the secret's bytes after whsec_. */
function signatureMatches(secret, id, timestamp, body, header) {
  const expected = createHmac('sha256', Buffer.from(secret.slice('whsec_'.length), 'base64')).update(`${id}.${timestamp}.${body}`).digest();
  return header.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
