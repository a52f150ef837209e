// A recipient SMTP server (smtp-server) that accepts everything (or refuses the recipients
// `refuseRecipient` names) and hands each message's header block to a callback: the fault trial
// counts X-Sequence values with it, the throughput bench checks the DKIM-Signature of its
// verification message.
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

/** Header fields of a raw header block, names lower-cased, folded lines joined. */
export function parseHeaders(block) {
  const headers = new Map();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, []);
    headers.get(name).push(line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * @param refuseRecipient (address) => a permanent refusal's text for RCPT TO (answered 550), or
 *   null to accept the recipient
 */
export async function startCountingSink({ port = 0, onMessage, refuseRecipient = () => null }) {
  const server = new SMTPServer({
    name: 'sink.bench.localdomain',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: 50 * 1024 * 1024,
    onRcptTo(address, session, callback) {
      const refusal = refuseRecipient(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let head = '';
      let headDone = false;
      let size = 0;
      stream.on('data', (chunk) => {
        size += chunk.length;
        if (headDone) return;
        head += chunk.toString('latin1');
        const end = head.indexOf('\r\n\r\n');
        if (end >= 0) {
          head = head.slice(0, end);
          headDone = true;
        }
      });
      stream.on('end', () => {
        try {
          onMessage({ headers: parseHeaders(head), head, size, envelope: session.envelope });
        } catch (error) {
          process.stderr.write(`sink: ${error.message}\n`);
        }
        callback(null, '2.0.0 Ok: counted');
      });
    },
  });
  server.on('error', () => undefined);
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** What a DKIM-Signature header says about itself: domain, selector, algorithm, key size from b=. */
export function describeDkim(headers) {
  const values = headers.get('dkim-signature') ?? [];
  return values.map((value) => {
    const tags = Object.fromEntries(
      value.split(';').map((tag) => tag.trim()).filter(Boolean).map((tag) => {
        const eq = tag.indexOf('=');
        return [tag.slice(0, eq).trim(), tag.slice(eq + 1).replace(/\s+/g, '')];
      }),
    );
    const signatureBits = tags.b ? Buffer.from(tags.b, 'base64').length * 8 : 0;
    return { d: tags.d, s: tags.s, a: tags.a, c: tags.c, rsaBits: signatureBits };
  });
}
