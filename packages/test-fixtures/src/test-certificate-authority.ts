import { generate } from 'selfsigned';

/** A key and certificate in PEM, as node:tls and smtp-server take them. */
export interface TestCertificate {
  key: string;
  cert: string;
}

/**
 * A certificate authority that exists only for one test run: the code under test is told to
 * trust `cert` (and nothing else trusts it), so the certificates it issues verify there and a
 * self-signed one, or one for another name, does not.
 */
export interface TestCertificateAuthority {
  /** The CA's certificate (PEM): what the code under test is configured to trust. */
  cert: string;
  /** A server certificate for these DNS names, signed by this CA. */
  issue(hostNames: string[]): Promise<TestCertificate>;
}

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

export async function createTestCertificateAuthority(name = 'Platform Test CA'): Promise<TestCertificateAuthority> {
  const authority = await generate([{ name: 'commonName', value: name }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - ONE_DAY_MS),
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  return {
    cert: authority.cert,
    issue: async (hostNames) => {
      const issued = await generate([{ name: 'commonName', value: hostNames[0] }], {
        keySize: 2048,
        algorithm: 'sha256',
        notBeforeDate: new Date(Date.now() - ONE_DAY_MS),
        ca: { key: authority.private, cert: authority.cert },
        extensions: [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
          { name: 'extKeyUsage', serverAuth: true },
          { name: 'subjectAltName', altNames: hostNames.map((value) => ({ type: 2 as const, value })) },
        ],
      });
      return { key: issued.private, cert: issued.cert };
    },
  };
}

/** A certificate for these names that no authority vouches for: what a careless MX host presents. */
export async function selfSignedCertificate(hostNames: string[]): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: hostNames[0] }], {
    keySize: 2048,
    algorithm: 'sha256',
    notBeforeDate: new Date(Date.now() - ONE_DAY_MS),
    extensions: [{ name: 'subjectAltName', altNames: hostNames.map((value) => ({ type: 2 as const, value })) }],
  });
  return { key: pems.private, cert: pems.cert };
}
