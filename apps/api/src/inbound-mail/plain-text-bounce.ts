import { bounceTypeOf, ENHANCED_STATUS, type BounceFinding } from './delivery-status.js';

/** What a bounce in no standard format gives away: who sent it, its subject, its text. */
export interface PlainTextBounceInput {
  /** The envelope sender: bounces come from the null sender (<>). */
  envelopeFrom: string;
  fromHeader: string;
  subject: string;
  text: string;
}

const BOUNCE_SENDER = /\b(mailer-daemon|postmaster|mail delivery (sub)?system)\b/i;
const BOUNCE_SUBJECT =
  /(undeliver|undelivered|delivery (status notification|failure|failed|has failed|problem)|returned mail|failure notice|mail delivery failed|could not be delivered|non.?delivery|delivery incomplete)/i;
const AUTO_REPLY_SUBJECT = /(out of (the )?office|auto(matic)?[ -]?(reply|response)|vacation|abwesend|absence)/i;
/** An SMTP reply code at the start of a line, or after "said:"/"error:" as qmail, Yahoo and Exim put it. */
const REPLY_CODE = /(?:^|said:|error:|\n)\s*([45][0-5]\d)(?=[\s:-])/i;
const SCANNED_TEXT = 64 * 1024;

/**
 * Bounces of the formats large providers and older MTAs send instead of RFC 3464 (qmail,
 * Yahoo's "Sorry, we were unable to deliver", Exchange's plain notices): a message that looks
 * like a bounce (null sender, MAILER-DAEMON or a bounce subject; not an auto-reply) and states
 * a status: an enhanced status code (5.1.1) first, else an SMTP reply code (550 → 5.0.0). The
 * recipient comes from the return path it was sent to. Anything else is not taken for a bounce.
 */
export function plainTextBounce(input: PlainTextBounceInput): BounceFinding | null {
  if (AUTO_REPLY_SUBJECT.test(input.subject)) return null;
  const looksLikeBounce = input.envelopeFrom === '' || BOUNCE_SENDER.test(input.fromHeader) || BOUNCE_SUBJECT.test(input.subject);
  if (!looksLikeBounce) return null;
  const text = input.text.slice(0, SCANNED_TEXT);
  const enhanced = ENHANCED_STATUS.exec(text);
  const reply = enhanced ? null : REPLY_CODE.exec(text);
  const statusCode = enhanced?.[0] ?? (reply ? `${reply[1][0]}.0.0` : null);
  const type = statusCode ? bounceTypeOf(statusCode) : null;
  if (!statusCode || !type) return null;
  const position = enhanced?.index ?? reply!.index + reply![0].lastIndexOf(reply![1]);
  return { type, statusCode, diagnostic: lineAround(text, position), recipient: null };
}

/** The line the status stands on (and the next when it is a continuation), as the diagnostic. */
function lineAround(text: string, position: number): string {
  const start = text.lastIndexOf('\n', position) + 1;
  const end = text.indexOf('\n', position);
  return text.slice(start, end === -1 ? undefined : end).replace(/\s+/g, ' ').trim().slice(0, 500);
}
