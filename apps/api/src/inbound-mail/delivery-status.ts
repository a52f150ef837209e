import type { BounceType } from '@platform/contracts';
import { classifyBounce, ENHANCED_STATUS, type BounceClassification } from '../bounce-classification/bounce-classifier.js';
import { addressOfTypedField, parseReportFieldGroups } from './report-fields.js';

/** What a report says became of one recipient, once it says the message did not get through. */
export interface BounceFinding {
  /** Permanent (5.x.x, or a failure notice without a code) or temporary (4.x.x, a delay notice). */
  type: BounceType;
  /** Enhanced status code (RFC 3463), e.g. 5.1.1; null when the report gave none. */
  statusCode: string | null;
  diagnostic: string;
  /** The recipient the report names, when it names one. */
  recipient: string | null;
  /** Why it failed (see bounce-classification/README.md). */
  classification: BounceClassification;
}

/**
 * The failed and delayed recipients of an RFC 3464 message/delivery-status part. The
 * action decides the type: failed is permanent, delayed temporary; a 2.x.x status and the
 * actions delivered, relayed and expanded are no bounce. Without a usable Status field the
 * Diagnostic-Code's status, else the action (failed: 5.0.0, delayed: 4.0.0), stands in. The
 * reason comes from the status and the diagnostic (classifyBounce).
 */
export function bouncesInDeliveryStatus(text: string): BounceFinding[] {
  const [, ...recipientGroups] = parseReportFieldGroups(text);
  return recipientGroups.flatMap((fields) => {
    const action = fields.get('action')?.toLowerCase().split(/[\s(]/)[0] ?? '';
    if (action !== 'failed' && action !== 'delayed') return [];
    const diagnostic = diagnosticText(fields.get('diagnostic-code'));
    const reported = ENHANCED_STATUS.exec(fields.get('status') ?? '')?.[0] ?? ENHANCED_STATUS.exec(diagnostic)?.[0] ?? null;
    const statusCode = reported ?? (action === 'failed' ? '5.0.0' : '4.0.0');
    if (!bounceTypeOf(statusCode)) return [];
    // A failed action is final even with a 4.x.x status (given up after retries: 4.4.7).
    const type = action === 'failed' ? 'hard' : 'soft';
    const recipient = addressOfTypedField(fields.get('original-recipient')) ?? addressOfTypedField(fields.get('final-recipient'));
    return [{ type, statusCode, diagnostic: diagnostic || `${action} (${statusCode})`, recipient, classification: classifyBounce(reported, diagnostic) }];
  });
}

export function bounceTypeOf(statusCode: string): BounceType | null {
  if (statusCode.startsWith('5')) return 'hard';
  if (statusCode.startsWith('4')) return 'soft';
  return null;
}

/** `smtp; 550 5.1.1 ...` → `550 5.1.1 ...`: the diagnostic type is left out. */
function diagnosticText(value: string | undefined): string {
  if (!value) return '';
  return /^[a-z-]+;/i.test(value) ? value.slice(value.indexOf(';') + 1).trim() : value.trim();
}
