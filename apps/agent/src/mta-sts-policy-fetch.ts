import { request } from 'node:https';
import type { LookupFunction } from 'node:net';

import { trustedCa } from './trusted-ca.js';

/** §3.3: a policy file is small; anything larger is refused unread. */
export const POLICY_FILE_MAX_BYTES = 64 * 1024;
/** The whole fetch, from connecting to the last byte (§3.3 asks for a timeout; servers may trickle). */
export const POLICY_FETCH_TIMEOUT_MS = 10_000;

export interface PolicyFetchOptions {
  /** 443, except against a test HTTPS server. */
  port: number;
  /** CA certificates (PEM) trusted besides the system's: a test CA, or a private one. */
  extraCa?: string[];
  /** How the policy host's address is found (the agent's DNS servers when configured). */
  lookup?: LookupFunction;
  timeoutMs?: number;
}

export type PolicyFetchResult = { text: string } | { failure: string };

/**
 * GET https://mta-sts.<domain>/.well-known/mta-sts.txt as RFC 8461 §3.3 asks: the certificate
 * must be valid for that host name (never relaxed), no redirect is followed, only a 200 with a
 * text/plain body of at most 64 KiB is a policy file. Never rejects: a failure says what went wrong.
 */
export function fetchMtaStsPolicyFile(domain: string, options: PolicyFetchOptions): Promise<PolicyFetchResult> {
  const host = `mta-sts.${domain}`;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: PolicyFetchResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const call = request(
      {
        host,
        servername: host,
        port: options.port,
        path: '/.well-known/mta-sts.txt',
        method: 'GET',
        headers: { accept: 'text/plain', 'user-agent': 'platform-agent (MTA-STS)' },
        rejectUnauthorized: true,
        ...(options.extraCa?.length ? { ca: trustedCa(options.extraCa) } : {}),
        ...(options.lookup ? { lookup: options.lookup } : {}),
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const mediaType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
        const declaredLength = Number(response.headers['content-length'] ?? 0);
        const refusal =
          status !== 200
            ? `${host} answered HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`
            : mediaType !== 'text/plain'
              ? `${host} answered with media type "${mediaType.slice(0, 100)}", not text/plain`
              : declaredLength > POLICY_FILE_MAX_BYTES
                ? `${host} policy file is larger than ${POLICY_FILE_MAX_BYTES} bytes`
                : null;
        // finish before destroy: destroying emits 'aborted' at once
        if (refusal) {
          finish({ failure: refusal });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > POLICY_FILE_MAX_BYTES) {
            finish({ failure: `${host} policy file is larger than ${POLICY_FILE_MAX_BYTES} bytes` });
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish({ text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => finish({ failure: `${host}: ${error.message}` }));
        response.on('aborted', () => finish({ failure: `${host}: the connection closed before the end of the file` }));
      },
    );
    const timer = setTimeout(() => {
      finish({ failure: `${host}: no complete answer within ${(options.timeoutMs ?? POLICY_FETCH_TIMEOUT_MS) / 1000} s` });
      call.destroy();
    }, options.timeoutMs ?? POLICY_FETCH_TIMEOUT_MS);
    timer.unref();
    call.on('error', (error: NodeJS.ErrnoException) => finish({ failure: `${host}: ${error.message}${error.code && !error.message.includes(error.code) ? ` (${error.code})` : ''}` }));
    call.end();
  });
}
