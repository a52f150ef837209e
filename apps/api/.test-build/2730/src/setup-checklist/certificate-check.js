import { X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isPublicHostName } from '../common/public-host-name.js';
import { generatedCertificatePath } from '../submission/smtp/tls-certificate.js';
import { setupCheck } from './setup-check.js';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate this close to its end is worth renewing now. */
const RENEW_WITHIN_DAYS = 14;
const TITLE = 'SMTP certificate';
const CERTIFICATE_STEPS = "from a certificate authority (Let's Encrypt, for one), set SMTP_TLS_CERT_FILE and SMTP_TLS_KEY_FILE to its files, and restart the API.";
/**
 * The STARTTLS certificate of the SMTP listeners: made out to SMTP_HOSTNAME, in its validity
 * period, and issued by someone other than itself (a self-signed one encrypts, but clients
 * that check certificates refuse it and the others cannot tell who they talk to).
 */
export async function smtpCertificateCheck(config, now = new Date()) {
    const host = config.sending.smtpHostname;
    const obtainFix = isPublicHostName(host)
        ? `Get a certificate for ${host} ${CERTIFICATE_STEPS}`
        : `Give SMTP_HOSTNAME a public name first (it is ${host}); then get a certificate for that name ${CERTIFICATE_STEPS}`;
    const path = config.sending.smtpTlsCertFile ?? generatedCertificatePath(config);
    let certificate;
    try {
        certificate = new X509Certificate(await readFile(path));
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        return setupCheck('smtp_certificate', TITLE, missing && !config.sending.smtpTlsCertFile ? 'unknown' : 'fail', missing ? `No certificate at ${path} yet (the SMTP listener makes a self-signed one when it first starts).` : `The certificate at ${path} cannot be read: ${error.message}.`, obtainFix);
    }
    const validTo = new Date(certificate.validTo);
    const subject = certificate.subject.replace(/\n/g, ', ');
    if (validTo <= now || new Date(certificate.validFrom) > now) {
        return setupCheck('smtp_certificate', TITLE, 'fail', `The certificate (${subject}) is valid from ${certificate.validFrom} to ${certificate.validTo}, not now.`, obtainFix);
    }
    if (!certificate.checkHost(host)) {
        return setupCheck('smtp_certificate', TITLE, 'fail', `The certificate is made out to ${subject}, not to ${host} (SMTP_HOSTNAME): clients that check it refuse the connection.`, obtainFix);
    }
    if (certificate.issuer === certificate.subject && certificate.verify(certificate.publicKey)) {
        const origin = config.sending.smtpTlsCertFile ? `SMTP_TLS_CERT_FILE (${path})` : `generated into ${path}`;
        return setupCheck('smtp_certificate', TITLE, 'warn', `The certificate for ${host} is self-signed (${origin}): mail is encrypted, but clients that check certificates refuse it and the others cannot tell who they talk to.`, obtainFix);
    }
    const issuer = certificate.issuer.replace(/\n/g, ', ');
    if (validTo.getTime() - now.getTime() < RENEW_WITHIN_DAYS * DAY_MS) {
        return setupCheck('smtp_certificate', TITLE, 'warn', `The certificate for ${host} (issued by ${issuer}) ends on ${certificate.validTo}.`, `Renew the certificate for ${host} and restart the API.`);
    }
    return setupCheck('smtp_certificate', TITLE, 'pass', `The certificate for ${host} is issued by ${issuer}, valid until ${certificate.validTo}.`, null);
}
//# sourceMappingURL=certificate-check.js.map