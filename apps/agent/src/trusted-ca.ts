import { getCACertificates } from 'node:tls';

let defaultCertificates: string[] | undefined;

/**
 * The certificates a TLS client should trust: the default ones (Node's bundled roots, or the
 * system store when Node is told to use it) plus `extraCa`. Giving node:tls a `ca` option replaces
 * the defaults, so a configured CA is added to them rather than given alone.
 */
export function trustedCa(extraCa: string[]): string[] {
  defaultCertificates ??= getCACertificates('default');
  return [...defaultCertificates, ...extraCa];
}
