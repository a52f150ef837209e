import { classifyBounce, ENHANCED_STATUS } from '../bounce-classification/bounce-classifier.js';
import { addressOfTypedField, parseReportFieldGroups } from './report-fields.js';
/**
 * The failed and delayed recipients of an RFC 3464 message/delivery-status part. The
 * action decides the type: failed is permanent, delayed temporary; a 2.x.x status and the
 * actions delivered, relayed and expanded are no bounce. Without a usable Status field the
 * Diagnostic-Code's status, else the action (failed: 5.0.0, delayed: 4.0.0), stands in. The
 * reason comes from the status and the diagnostic (classifyBounce).
 */
export function bouncesInDeliveryStatus(text) {
    const [, ...recipientGroups] = parseReportFieldGroups(text);
    return recipientGroups.flatMap((fields) => {
        const action = fields.get('action')?.toLowerCase().split(/[\s(]/)[0] ?? '';
        if (action !== 'failed' && action !== 'delayed')
            return [];
        const diagnostic = diagnosticText(fields.get('diagnostic-code'));
        const reported = ENHANCED_STATUS.exec(fields.get('status') ?? '')?.[0] ?? ENHANCED_STATUS.exec(diagnostic)?.[0] ?? null;
        const statusCode = reported ?? (action === 'failed' ? '5.0.0' : '4.0.0');
        if (!bounceTypeOf(statusCode))
            return [];
        // A failed action is final even with a 4.x.x status (given up after retries: 4.4.7).
        const type = action === 'failed' ? 'hard' : 'soft';
        const recipient = addressOfTypedField(fields.get('original-recipient')) ?? addressOfTypedField(fields.get('final-recipient'));
        return [{ type, statusCode, diagnostic: diagnostic || `${action} (${statusCode})`, recipient, classification: classifyBounce(reported, diagnostic) }];
    });
}
export function bounceTypeOf(statusCode) {
    if (statusCode.startsWith('5'))
        return 'hard';
    if (statusCode.startsWith('4'))
        return 'soft';
    return null;
}
/** `smtp; 550 5.1.1 ...` → `550 5.1.1 ...`: the diagnostic type is left out. */
function diagnosticText(value) {
    if (!value)
        return '';
    return /^[a-z-]+;/i.test(value) ? value.slice(value.indexOf(';') + 1).trim() : value.trim();
}
//# sourceMappingURL=delivery-status.js.map