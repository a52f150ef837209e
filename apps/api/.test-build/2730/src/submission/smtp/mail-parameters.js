import { SubmissionRefused } from '../submission-refused.js';
/**
 * The MAIL FROM parameters of the extensions our EHLO answer offers: SIZE (RFC 1870), BODY
 * (8BITMIME, RFC 6152) and SMTPUTF8 (RFC 6531). DSN and REQUIRETLS stay hidden (smtp-server's
 * defaults, set explicitly by the server) and RCPT TO takes none, since only DSN gives it any.
 * smtp-server checks the values of those it knows; it passes any other name through.
 */
const MAIL_FROM_PARAMETERS = new Set(['SIZE', 'BODY', 'SMTPUTF8']);
const RCPT_TO_PARAMETERS = new Set();
/** Refuses a parameter no offered extension defines: 555 5.5.4 (RFC 5321 section 4.1.1.11), naming it. */
export function checkMailParameters(command, parameters) {
    const allowed = command === 'MAIL FROM' ? MAIL_FROM_PARAMETERS : RCPT_TO_PARAMETERS;
    for (const name of Object.keys(parameters || {})) {
        if (!allowed.has(name))
            throw new SubmissionRefused(`${command} parameter ${name} is not supported`, 555, '5.5.4', 400);
    }
}
//# sourceMappingURL=mail-parameters.js.map