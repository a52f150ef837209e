import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** What a recipient MX host saw of one message. */
export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: Buffer;
  /** The name the client gave in EHLO/HELO. */
  helo: string;
  remoteAddress: string;
  /** True when the session had been upgraded with STARTTLS. */
  secure: boolean;
}

/** Replies the test wants the server to give; undefined accepts. Reply as "550 text". */
export interface RecipientServerBehaviour {
  mailFrom?(address: string): string | undefined;
  rcptTo?(address: string): string | undefined;
  message?(raw: Buffer): string | undefined;
  /** Delay before answering the end of DATA, to keep deliveries in progress. */
  dataDelayMs?: number;
  /** The server drops clients idle this long (smtp-server's socketTimeout). */
  idleTimeoutMs?: number;
  /** The certificate STARTTLS presents (e.g. from a test CA); smtp-server's own self-signed one by default. */
  certificate?: { key: string; cert: string };
  /** Offer no STARTTLS at all: a plaintext-only MX host. */
  noStartTls?: boolean;
  /** More connections at once are answered 421 and closed (smtp-server's maxClients), as a provider's limit. */
  maxClients?: number;
}

export interface RecipientSmtpServer {
  port: number;
  received: ReceivedMessage[];
  /** Connections accepted so far. */
  connections: number;
  /** Most sessions in DATA at the same time. */
  maxConcurrentData: number;
  /** Most connections open at the same time (counted from accept to close, refused ones too). */
  maxConcurrentConnections: number;
  close(): Promise<void>;
}

function reply(text: string | undefined): Error | null {
  if (!text) return null;
  const [, code, message] = /^(\d{3}) (.*)$/.exec(text)!;
  return Object.assign(new Error(message), { responseCode: Number(code) });
}

/** A real SMTP server on 127.0.0.1 standing in for recipient MX hosts (STARTTLS, self-signed unless given a certificate). */
export async function startRecipientSmtpServer(behaviour: RecipientServerBehaviour = {}): Promise<RecipientSmtpServer> {
  let inData = 0;
  let openNow = 0;
  const state: RecipientSmtpServer = {
    port: 0,
    received: [],
    connections: 0,
    maxConcurrentData: 0,
    maxConcurrentConnections: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    logger: false,
    // close() otherwise waits up to 30 s for clients that keep their session open
    closeTimeout: 100,
    socketTimeout: behaviour.idleTimeoutMs,
    ...(behaviour.certificate ? { key: behaviour.certificate.key, cert: behaviour.certificate.cert } : {}),
    ...(behaviour.noStartTls ? { disabledCommands: ['STARTTLS'] } : {}),
    maxClients: behaviour.maxClients,
    onConnect(_session, callback) {
      state.connections++;
      callback();
    },
    onMailFrom(address, _session, callback) {
      callback(reply(behaviour.mailFrom?.(address.address)));
    },
    onRcptTo(address, _session, callback) {
      callback(reply(behaviour.rcptTo?.(address.address)));
    },
    onData(stream, session: SMTPServerSession, callback) {
      inData++;
      state.maxConcurrentData = Math.max(state.maxConcurrentData, inData);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        setTimeout(() => {
          inData--;
          const refusal = reply(behaviour.message?.(raw));
          if (!refusal) {
            state.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw,
              helo: session.hostNameAppearsAs,
              remoteAddress: session.remoteAddress,
              secure: session.secure,
            });
          }
          callback(refusal);
        }, behaviour.dataDelayMs ?? 0);
      });
    },
  });
  // Counted at the socket, before smtp-server's own limits, so a refused connection counts too.
  server.server.prependListener('connection', (socket) => {
    openNow++;
    state.maxConcurrentConnections = Math.max(state.maxConcurrentConnections, openNow);
    socket.once('close', () => openNow--);
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  state.port = (server.server.address() as AddressInfo).port;
  return state;
}

/** A port on 127.0.0.1 where nothing listens: connections to it are refused. */
export async function closedPort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}
