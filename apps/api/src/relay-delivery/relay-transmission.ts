import nodemailer from 'nodemailer';
import { isStartTlsRefusal, type SmtpClientError } from '../common/starttls-refusal.js';
import type { RelayConnectionSettings } from '../relays/relays.service.js';
import { outcomeOfReplyCode, type RecipientAttemptResult } from '../queue/delivery-outcome.js';

interface SmtpReplyError extends SmtpClientError {
  recipient?: string;
  rejectedErrors?: SmtpReplyError[];
}

/** Why a delivery through a relay without TLS waits: our configuration, not the recipient, so it is deferred. */
export const RELAY_WITHOUT_TLS_REASON =
  'Relay offered no STARTTLS: credentials not sent (allow plain-text auth on the relay to override)';

export interface RelayTransmission {
  settings: RelayConnectionSettings;
  envelopeFrom: string;
  recipients: string[];
  raw: Buffer;
  rejectUnauthorized: boolean;
}

/**
 * Hands one message to a relay over SMTP (implicit TLS on port 465, otherwise STARTTLS when
 * offered; AUTH when the relay has a user) and says what became of each recipient. The user and
 * password go only over TLS, unless the relay allows plain-text auth.
 */
export async function transmitThroughRelay(transmission: RelayTransmission): Promise<RecipientAttemptResult[]> {
  const { settings } = transmission;
  const sendsCredentials = Boolean(settings.user);
  const requiresTls = sendsCredentials && !settings.allowInsecureAuth;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    requireTLS: requiresTls,
    auth: sendsCredentials ? { user: settings.user, pass: settings.pass } : undefined,
    tls: { rejectUnauthorized: transmission.rejectUnauthorized },
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  });
  try {
    const info = await transport.sendMail({
      envelope: { from: transmission.envelopeFrom, to: transmission.recipients },
      raw: transmission.raw,
    });
    const rejected = new Map(
      ((info as { rejectedErrors?: SmtpReplyError[] }).rejectedErrors ?? []).map((error) => [error.recipient ?? '', error]),
    );
    return transmission.recipients.map((address) => {
      const refusal = rejected.get(address);
      if (refusal) return resultOfError(address, refusal);
      return { address, outcome: 'delivered', response: String(info.response ?? '250 OK') };
    });
  } catch (error) {
    const failure = error as SmtpReplyError;
    if (requiresTls && isStartTlsRefusal(failure)) {
      return transmission.recipients.map((address) => ({ address, outcome: 'deferred', response: RELAY_WITHOUT_TLS_REASON }));
    }
    const perRecipient = new Map((failure.rejectedErrors ?? []).map((entry) => [entry.recipient ?? '', entry]));
    return transmission.recipients.map((address) => resultOfError(address, perRecipient.get(address) ?? failure));
  } finally {
    transport.close();
  }
}

function resultOfError(address: string, error: SmtpReplyError): RecipientAttemptResult {
  return {
    address,
    outcome: outcomeOfReplyCode(error.responseCode),
    response: error.response ?? error.message ?? 'No reply from the relay',
  };
}
