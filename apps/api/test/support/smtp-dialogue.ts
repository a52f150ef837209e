import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

/**
 * A raw SMTP client over a real socket, for tests that need what a mail library will not do:
 * unknown parameters, commands out of order, a message dripped byte by byte or far too large.
 */
export interface SmtpDialogue {
  /** The server's greeting (or the reply it sent instead of one). */
  greeting: string;
  /** Sends one command line and resolves with the whole reply, its lines joined with \n. */
  command(line: string): Promise<string>;
  /** Resolves with the next reply. */
  reply(): Promise<string>;
  /** Writes raw bytes, waiting while the socket's buffer is full. */
  write(data: string | Buffer): Promise<void>;
  /** STARTTLS, then the TLS handshake (any certificate is taken). */
  startTls(): Promise<void>;
  /** Resolves once the server has closed the connection. */
  closed: Promise<void>;
  close(): void;
}

export async function openSmtpDialogue(port: number): Promise<SmtpDialogue> {
  let socket: Socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let pending = '';
  const replies: string[] = [];
  const waiters: Array<{ resolve(reply: string): void; reject(error: Error): void }> = [];
  let serverClosed = false;

  const onData = (chunk: Buffer) => {
    pending += chunk.toString('latin1');
    for (let end = pending.indexOf('\r\n'); end !== -1; end = pending.indexOf('\r\n')) {
      replies.push(pending.slice(0, end));
      pending = pending.slice(end + 2);
    }
    deliverReplies();
  };
  // A reply ends with its line whose code is followed by a space (RFC 5321 section 4.2.1).
  const deliverReplies = () => {
    for (;;) {
      const last = replies.findIndex((line) => /^\d{3}(?: |$)/.test(line));
      if (last === -1 || waiters.length === 0) return;
      waiters.shift()!.resolve(replies.splice(0, last + 1).join('\n'));
    }
  };
  let markClosed = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const finish = () => {
    serverClosed = true;
    markClosed();
    // Replies that arrived before the close were handed out already; nothing more will come.
    for (const waiter of waiters.splice(0)) waiter.reject(new Error(`The server closed the connection; unanswered lines: ${replies.join('\n')}`));
  };
  // Under TLS the plain socket may see the end before the TLS layer has handed over the last reply.
  const watch = (watched: Socket, on: boolean) => {
    for (const event of ['end', 'close']) (on ? watched.on(event, finish) : watched.off(event, finish));
  };
  watch(socket, true);
  socket.on('data', onData);
  socket.on('error', () => undefined);

  const reply = () =>
    new Promise<string>((resolve, reject) => {
      const waiter = { resolve, reject };
      waiters.push(waiter);
      deliverReplies();
      if (serverClosed && waiters.includes(waiter)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        reject(new Error(`The server closed the connection; unanswered lines: ${replies.join('\n')}`));
      }
    });
  const write = async (data: string | Buffer) => {
    if (!socket.write(data)) await once(socket, 'drain');
  };
  const command = async (line: string) => {
    const answer = reply();
    await write(`${line}\r\n`);
    return answer;
  };

  const greeting = await reply();
  return {
    greeting,
    command,
    reply,
    write,
    closed,
    async startTls() {
      const answer = await command('STARTTLS');
      if (!answer.startsWith('220')) throw new Error(`STARTTLS refused: ${answer}`);
      socket.off('data', onData);
      watch(socket, false);
      const secure = connectTls({ socket, rejectUnauthorized: false });
      watch(secure, true);
      await once(secure, 'secureConnect');
      secure.on('data', onData);
      secure.on('error', () => undefined);
      socket = secure;
    },
    close: () => socket.destroy(),
  };
}

/** A dialogue past EHLO, STARTTLS, EHLO again and AUTH PLAIN, ready for MAIL FROM. */
export async function authenticatedSmtpDialogue(port: number, user: string, password: string): Promise<SmtpDialogue> {
  const dialogue = await openSmtpDialogue(port);
  await dialogue.command('EHLO client.test');
  await dialogue.startTls();
  await dialogue.command('EHLO client.test');
  const answer = await dialogue.command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${password}`).toString('base64')}`);
  if (!answer.startsWith('235')) throw new Error(`AUTH refused: ${answer}`);
  return dialogue;
}
