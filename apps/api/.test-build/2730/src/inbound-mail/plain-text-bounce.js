import { classifyBounce, ENHANCED_STATUS, reasonInText } from '../bounce-classification/bounce-classifier.js';
import { bounceTypeOf } from './delivery-status.js';
const BOUNCE_SENDER = /\b(mailer-daemon|postmaster|mail delivery (sub)?system|mail administrator)\b/i;
const BOUNCE_SUBJECT = /(undeliver|undelivered|delivery (status notification|failure|failed|has failed|problem)|returned mail|failure notice|mail delivery failed|could not be delivered|non.?delivery|delivery incomplete|delivery report|mail delivery status)/i;
const AUTO_REPLY_SUBJECT = /(out of (the )?office|auto(matic)?[ -]?(reply|response)|vacation|abwesend|absence)/i;
/** An SMTP reply code at the start of a line, or after "said:"/"error:"/"<<<" as qmail, Yahoo, Exim and Courier put it. */
const REPLY_CODE = /(?:^|said:|error:|<<<|\n)\s*([45][0-5]\d)(?=[\s:-])/i;
const SCANNED_TEXT = 64 * 1024;
/**
 * Bounces of the formats large providers and older MTAs send instead of RFC 3464 (qmail,
 * Yahoo's "Sorry, we were unable to deliver", Exchange's and Domino's plain notices): a message
 * that looks like a bounce (null sender, MAILER-DAEMON or a bounce subject; not an auto-reply)
 * and states a status: an enhanced status code (5.1.1) first, else an SMTP reply code
 * (550 → 5.0.0), else, when its sender or subject names it a bounce, a known failure text
 * (Domino's "User unknown"), which makes it a permanent failure without a code. The recipient comes from the return path it was sent to.
 * Anything else is not taken for a bounce.
 */
export function plainTextBounce(input) {
    if (AUTO_REPLY_SUBJECT.test(input.subject))
        return null;
    // MTAs mark their bounces auto-replied too (RFC 3834 5.2): a MAILER-DAEMON's still counts.
    if (input.autoReply && !BOUNCE_SENDER.test(input.fromHeader))
        return null;
    const namedBounce = BOUNCE_SENDER.test(input.fromHeader) || BOUNCE_SUBJECT.test(input.subject);
    if (!namedBounce && input.envelopeFrom !== '')
        return null;
    const text = input.text.slice(0, SCANNED_TEXT);
    const enhanced = ENHANCED_STATUS.exec(text);
    const reply = enhanced ? null : REPLY_CODE.exec(text);
    if (enhanced || reply) {
        const statusCode = enhanced?.[0] ?? `${reply[1][0]}.0.0`;
        const statusType = bounceTypeOf(statusCode);
        if (!statusType)
            return null;
        const diagnostic = lineAround(text, enhanced?.index ?? reply.index + reply[0].lastIndexOf(reply[1]));
        const classification = classifyBounce(enhanced?.[0] ?? null, diagnostic, text);
        // Expired after retries (Exchange's "#550 4.4.7 QUEUE.Expired") is final whatever the class.
        const type = classification.reason === 'expired' ? 'hard' : statusType;
        return { type, statusCode, diagnostic, recipient: null, classification };
    }
    // Without a code, only a message that calls itself a bounce is read for known failure texts.
    const known = namedBounce ? reasonInText(text) : null;
    if (!known)
        return null;
    const diagnostic = lineAround(text, known.index);
    return { type: 'hard', statusCode: null, diagnostic, recipient: null, classification: classifyBounce(null, diagnostic, text) };
}
/** The line the status stands on (and the next when it is a continuation), as the diagnostic. */
function lineAround(text, position) {
    const start = text.lastIndexOf('\n', position) + 1;
    const end = text.indexOf('\n', position);
    return text.slice(start, end === -1 ? undefined : end).replace(/\s+/g, ' ').trim().slice(0, 500);
}
//# sourceMappingURL=plain-text-bounce.js.map