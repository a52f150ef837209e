import { once } from 'node:events';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';

import type { TestCertificate } from './test-certificate-authority.js';

/** What the server answers for one policy host; a plain string is a text/plain 200 with that body. */
export type PolicyAnswer =
  | string
  | {
      status?: number;
      contentType?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      /** Send the headers, then nothing more (a server that trickles or hangs). */
      hang?: boolean;
    };

export interface MtaStsPolicyServer {
  port: number;
  /** Serves `answer` at https://mta-sts.<domain>/.well-known/mta-sts.txt; null: 404. */
  setPolicy(domain: string, answer: PolicyAnswer | null): void;
  /** Policy file requests received, by domain. */
  requests: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A real HTTPS server on 127.0.0.1 standing in for recipients' MTA-STS policy hosts (RFC 8461
 * §3.3): it tells them apart by the Host header and presents `certificate` (issued for their names
 * by a test CA, or self-signed to play a host that cannot be trusted).
 */
export async function startMtaStsPolicyServer(certificate: TestCertificate): Promise<MtaStsPolicyServer> {
  const answers = new Map<string, PolicyAnswer>();
  const requests = new Map<string, number>();
  const server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const domain = host.replace(/^mta-sts\./, '');
    const answer = request.url === '/.well-known/mta-sts.txt' && host.startsWith('mta-sts.') ? answers.get(domain) : undefined;
    if (request.url === '/.well-known/mta-sts.txt') requests.set(domain, (requests.get(domain) ?? 0) + 1);
    if (answer === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const { status = 200, contentType = 'text/plain', headers = {}, body = '', hang = false } = typeof answer === 'string' ? { body: answer } : answer;
    response.writeHead(status, { 'content-type': contentType, ...headers });
    if (hang) response.flushHeaders();
    else response.end(body);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    setPolicy(domain, answer) {
      if (answer === null) answers.delete(domain.toLowerCase());
      else answers.set(domain.toLowerCase(), answer);
    },
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A policy file as RFC 8461 §3.2 writes it. */
export function mtaStsPolicyText(mode: 'enforce' | 'testing' | 'none', mx: string[], maxAgeSeconds = 86_400): string {
  return ['version: STSv1', `mode: ${mode}`, ...mx.map((pattern) => `mx: ${pattern}`), `max_age: ${maxAgeSeconds}`, ''].join('\r\n');
}
