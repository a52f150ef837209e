import nodemailer from 'nodemailer';
import type { RelayConnectionSettings } from '../relays/relays.service.js';
import { outcomeOfReplyCode, type RecipientAttemptResult } from '../queue/delivery-outcome.js';

interface SmtpReplyError {
  responseCode?: number;
  response?: string;
  message?: string;
  recipient?: string;
  rejectedErrors?: SmtpReplyError[];
}

export interface RelayTransmission {
  settings: RelayConnectionSettings;
  envelopeFrom: string;
  recipients: string[];
  raw: Buffer;
  rejectUnauthorized: boolean;
}

/**
 * Hands one message to a relay over SMTP (AUTH when the relay has a user, STARTTLS when it
 * offers it, implicit TLS on port 465) and says what became of each recipient.
 */
export async function transmitThroughRelay(transmission: RelayTransmission): Promise<RecipientAttemptResult[]> {
  const { settings } = transmission;
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.port === 465,
    auth: settings.user ? { user: settings.user, pass: settings.pass } : undefined,
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
