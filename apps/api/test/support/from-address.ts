import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import type { TestApp } from './test-app.js';

/**
 * Clients that connect from a chosen loopback address (127.0.0.2, 127.0.0.3, ...: Linux routes
 * all of 127.0.0.0/8 to the loopback interface), so that a test can play several client
 * addresses against the API without trusting proxy headers.
 */
export interface AddressedAnswer {
  status: number;
  body: unknown;
  elapsedMs: number;
}

/** Makes the test app's HTTP server listen on every IPv4 address, so other loopback addresses reach it; answers its port. */
export async function listenOnAllAddresses(api: TestApp): Promise<number> {
  const server = api.app.getHttpServer() as Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '0.0.0.0', resolve));
  return (server.address() as AddressInfo).port;
}

/** POSTs JSON to 127.0.0.1:port from `localAddress`; answers the status, parsed body and time taken. */
export function postJsonFrom(localAddress: string, port: number, path: string, body: object): Promise<AddressedAnswer> {
  const payload = JSON.stringify(body);
  const startedAt = Date.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, elapsedMs: Date.now() - startedAt });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

export interface SmtpAuthAnswer {
  /** 235 when authenticated, else the refusal's code. */
  code: number;
  /** The server's reply line, e.g. '535 5.7.8 Invalid username or password'. */
  reply: string;
  elapsedMs: number;
}

/** Connects from `localAddress` to the submission port, STARTTLS, AUTH (PLAIN or LOGIN as offered), and QUIT. */
export async function smtpAuthFrom(localAddress: string, port: number, user: string, pass: string): Promise<SmtpAuthAnswer> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    localAddress,
    secure: false,
    requireTLS: true,
    tls: { rejectUnauthorized: false },
    auth: { user, pass },
  });
  const startedAt = Date.now();
  try {
    await transport.verify();
    return { code: 235, reply: '235 Authentication successful', elapsedMs: Date.now() - startedAt };
  } catch (error) {
    const { responseCode, response } = error as { responseCode?: number; response?: string };
    if (!responseCode) throw error;
    return { code: responseCode, reply: response ?? '', elapsedMs: Date.now() - startedAt };
  } finally {
    transport.close();
  }
}
