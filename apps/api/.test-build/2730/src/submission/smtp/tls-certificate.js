import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generate } from 'selfsigned';
/** Where the self-signed certificate generated for SMTP_HOSTNAME is kept when none is configured. */
export function generatedCertificatePath(config) {
    return join(config.dataDir, 'tls', 'smtp-cert.pem');
}
/**
 * The certificate for STARTTLS: the configured one, or a self-signed one generated once into
 * dataDir/tls (clients that verify certificates need a real one; see SMTP_TLS_CERT_FILE).
 */
export async function loadSubmissionCertificate(config) {
    const { smtpTlsCertFile, smtpTlsKeyFile, smtpHostname } = config.sending;
    if (smtpTlsCertFile && smtpTlsKeyFile) {
        return { cert: await readFile(smtpTlsCertFile), key: await readFile(smtpTlsKeyFile) };
    }
    const folder = join(config.dataDir, 'tls');
    const certPath = generatedCertificatePath(config);
    const keyPath = join(folder, 'smtp-key.pem');
    if (!existsSync(certPath) || !existsSync(keyPath)) {
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const pems = await generate([{ name: 'commonName', value: smtpHostname }], {
            keySize: 2048,
            notAfterDate: new Date(Date.now() + 10 * 365 * 24 * 60 * 60 * 1000),
            extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: smtpHostname }] }],
        });
        // Key first, certificate last: a certificate on disk always has its key beside it.
        await writeFile(`${keyPath}.tmp`, pems.private, { mode: 0o600 });
        await rename(`${keyPath}.tmp`, keyPath);
        await writeFile(`${certPath}.tmp`, pems.cert);
        await rename(`${certPath}.tmp`, certPath);
    }
    return { cert: await readFile(certPath), key: await readFile(keyPath) };
}
//# sourceMappingURL=tls-certificate.js.map