import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: Buffer;
  /** The name the client greeted with (EHLO/HELO). */
  helo: string;
  /** The authenticated user, when the client used AUTH. */
  user: string | null;
  /** Whether the message came over TLS (STARTTLS). */
  tls: boolean;
  remoteAddress: string;
}

/** An AUTH command the server received, answered or not. */
export interface AuthAttempt {
  username: string;
  /** Whether the credentials came over TLS. */
  tls: boolean;
}

/** How the server answers the next transactions: accept, or refuse with a temporary or permanent reply. */
export type SmtpTestReply = 'accept' | { code: number; message: string } | 'stall';

export interface SmtpTestServer {
  port: number;
  received: ReceivedMessage[];
  authAttempts: AuthAttempt[];
  /** Connections clients opened so far. */
  connections(): number;
  /** Most connections open at the same time, counted at the socket (ones over maxClients too). */
  maxConcurrentConnections(): number;
  /** Transactions whose DATA was read but never answered ('stall'). */
  stalled(): number;
  /** Sets how DATA is answered from now on: one reply for all, or one chosen per client address. */
  reply(behaviour: SmtpTestReply | ((remoteAddress: string) => SmtpTestReply)): void;
  /** Resolves once `count` messages have been received in all. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMessage[]>;
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  /** Require AUTH with these credentials (the server offers STARTTLS with its own certificate unless offerStartTls is false). */
  credentials?: { user: string; pass: string };
  /** false: a server without TLS, which neither offers nor accepts STARTTLS (but takes AUTH in clear). */
  offerStartTls?: boolean;
  /** The certificate STARTTLS presents (e.g. issued by a test CA); smtp-server's own self-signed one by default. */
  certificate?: { key: string; cert: string };
  /** Where it listens: 127.0.0.1 and a free port by default (two stand-in MX hosts share a port on two loopback addresses). */
  host?: string;
  port?: number;
  /** More clients at once are answered 421 and closed (smtp-server's maxClients), as a provider's connection limit. */
  maxClients?: number;
  /** Delay before answering the end of DATA, so that deliveries overlap. */
  dataDelayMs?: number;
}

/** A real SMTP server on loopback standing in for a relay or a recipient's MX host. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMessage[] = [];
  const authAttempts: AuthAttempt[] = [];
  let chooseReply: (remoteAddress: string) => SmtpTestReply = () => 'accept';
  let stalledCount = 0;
  let connectionCount = 0;
  let openNow = 0;
  let mostOpen = 0;
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    logger: false,
    authOptional: !options.credentials,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    disabledCommands: options.offerStartTls === false ? ['STARTTLS'] : [],
    ...(options.certificate ? { key: options.certificate.key, cert: options.certificate.cert } : {}),
    maxClients: options.maxClients,
    onConnect(_session, callback) {
      connectionCount += 1;
      callback();
    },
    onAuth(auth, session, callback) {
      authAttempts.push({ username: auth.username ?? '', tls: Boolean(session.secure) });
      const valid = auth.username === options.credentials?.user && auth.password === options.credentials?.pass;
      callback(valid ? null : Object.assign(new Error('Invalid credentials'), { responseCode: 535 }), valid ? { user: auth.username } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => setTimeout(answer, options.dataDelayMs ?? 0));
      const answer = () => {
        const behaviour = chooseReply(session.remoteAddress);
        if (behaviour === 'stall') {
          stalledCount += 1; // never answered: the client's lease runs out
          return;
        }
        if (behaviour !== 'accept') {
          callback(Object.assign(new Error(behaviour.message), { responseCode: behaviour.code }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks),
          helo: session.hostNameAppearsAs,
          user: (session.user as string | undefined) ?? null,
          tls: Boolean(session.secure),
          remoteAddress: session.remoteAddress,
        });
        callback();
        waiters.splice(0).forEach((wake) => wake());
      };
    },
  });
  // A client that vanishes mid-session (an API process the test SIGKILLs, with pooled relay
  // connections open) resets its socket: that ends the session, it is not the test's failure.
  server.on('error', () => undefined);
  server.server.prependListener('connection', (socket) => {
    openNow += 1;
    mostOpen = Math.max(mostOpen, openNow);
    socket.once('close', () => (openNow -= 1));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    received,
    authAttempts,
    stalled: () => stalledCount,
    connections: () => connectionCount,
    maxConcurrentConnections: () => mostOpen,
    reply(next) {
      chooseReply = typeof next === 'function' ? next : () => next;
    },
    async waitForMessages(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} messages, received ${received.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received message's text with quoted-printable soft line breaks and escapes undone, for matching sentences. */
export function decodedText(raw: Buffer | string): string {
  return raw
    .toString()
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
