// A small SMTP front for smtp-source, which speaks neither STARTTLS nor AUTH: for each client
// connection it opens a session to the upstream server, does EHLO, STARTTLS and (when a user is
// given) AUTH PLAIN itself, then greets the client and passes bytes both ways over the TLS
// session. The client's own HELO/EHLO, MAIL, RCPT, DATA and QUIT go through unchanged.
//
//   node starttls-proxy.mjs --listen <port> --upstream <host:port> [--user <u> --pass <p>]
//
// Prints "ready <port>" on stdout once listening. Run as its own process so its CPU time can be
// read apart from the servers being measured.
import { createConnection, createServer } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, value, index, all) => (index % 2 === 0 ? [...pairs, [value.replace(/^--/, ''), all[index + 1]]] : pairs), []),
);
const [upstreamHost, upstreamPort] = args.upstream.split(':');

/** Reads one complete SMTP reply (all continuation lines) from a socket. */
function replyReader(socket) {
  let buffer = '';
  let waiting = null;
  const onData = (chunk) => {
    buffer += chunk.toString('latin1');
    check();
  };
  const check = () => {
    if (!waiting) return;
    const lines = buffer.split('\r\n');
    for (let index = 0; index < lines.length - 1; index += 1) {
      if (/^\d{3} /.test(lines[index]) || /^\d{3}$/.test(lines[index])) {
        const reply = lines.slice(0, index + 1).join('\n');
        buffer = lines.slice(index + 1).join('\r\n');
        const resolve = waiting.resolve;
        waiting = null;
        resolve(reply);
        return;
      }
    }
  };
  socket.on('data', onData);
  return {
    next() {
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        check();
      });
    },
    detach() {
      socket.off('data', onData);
      return buffer;
    },
  };
}

async function command(socket, reader, line, expectedCode) {
  if (line !== null) socket.write(`${line}\r\n`);
  const reply = await reader.next();
  if (!reply.startsWith(String(expectedCode))) throw new Error(`upstream answered "${reply}" to ${line ?? 'the greeting'}`);
  return reply;
}

async function openUpstream() {
  const plain = createConnection({ host: upstreamHost, port: Number(upstreamPort) });
  plain.setNoDelay(true);
  await new Promise((resolve, reject) => plain.once('connect', resolve).once('error', reject));
  let reader = replyReader(plain);
  await command(plain, reader, null, 220);
  const ehlo = await command(plain, reader, 'EHLO proxy.bench.localdomain', 250);
  if (!/STARTTLS/i.test(ehlo)) throw new Error('upstream offers no STARTTLS');
  await command(plain, reader, 'STARTTLS', 220);
  reader.detach();
  const secure = tlsConnect({ socket: plain, rejectUnauthorized: false, servername: 'localhost' });
  await new Promise((resolve, reject) => secure.once('secureConnect', resolve).once('error', reject));
  reader = replyReader(secure);
  await command(secure, reader, 'EHLO proxy.bench.localdomain', 250);
  if (args.user) {
    const token = Buffer.from(`\0${args.user}\0${args.pass}`).toString('base64');
    await command(secure, reader, `AUTH PLAIN ${token}`, 235);
  }
  const leftover = reader.detach();
  if (leftover) throw new Error(`unexpected upstream data: ${leftover}`);
  return secure;
}

const server = createServer((client) => {
  client.pause();
  client.setNoDelay(true);
  client.on('error', () => undefined);
  openUpstream().then(
    (upstream) => {
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.write('220 bench-proxy ESMTP (STARTTLS and AUTH done upstream)\r\n');
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    },
    (error) => {
      process.stderr.write(`proxy: ${error.message}\n`);
      client.end(`421 proxy could not open the upstream session: ${error.message}\r\n`);
    },
  );
});
server.listen(Number(args.listen), '127.0.0.1', () => process.stdout.write(`ready ${server.address().port}\n`));
