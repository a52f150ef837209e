// An SMTP server on loopback that takes every message and keeps it: the inbox of the platform's
// own mails (global SMTP settings) or the recipients' MX that agents deliver to.
//
//   const sink = await startMailSink();      // random port on 127.0.0.1
//   sink.port; sink.received                  // [{ raw, to: [...], remoteAddress, helo }]
//   await sink.waitFor((mail) => ..., what)   // resolves with the first mail that matches
//   await sink.close();
//   startMailSink({ answer: (mail) => ({ code: 421, message: '4.7.28 slow down' }) })   // refuses (null takes it)
import { createRequire } from 'node:module';

// smtp-server is a development dependency of the API, not of the console.
const { SMTPServer } = createRequire(new URL('../../../api/package.json', import.meta.url))('smtp-server');

const WAIT_MS = 30_000;

export function startMailSink({ answer = () => null } = {}) {
  const received = [];
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust, no login to configure.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        const refusal = answer({ raw, to: session.envelope.rcptTo.map((recipient) => recipient.address) });
        if (refusal) {
          done(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push({
          raw,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          remoteAddress: session.remoteAddress,
          helo: session.hostNameAppearsAs,
        });
        done();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: server.server.address().port,
        received,
        async waitFor(matches, what) {
          const deadline = Date.now() + WAIT_MS;
          while (Date.now() < deadline) {
            const mail = received.find(matches);
            if (mail) return mail;
            await new Promise((wait) => setTimeout(wait, 200));
          }
          throw new Error(`No mail arrived: ${what}`);
        },
        close: () => new Promise((closed) => server.close(closed)),
      }),
    );
  });
}

/** A mail's text with quoted-printable soft breaks and escapes undone, so links read whole. */
export function decodedText(raw) {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex) => String.fromCharCode(parseInt(hex, 16)));
}
