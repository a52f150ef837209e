import { isAddressLevelBounceReason } from '@platform/contracts';
import { GENERIC_STATUS_CODES, SPECIFIC_STATUS_CODES, TEXT_PATTERNS } from './bounce-reason-tables.js';
/** An enhanced status code standing on its own (not part of a version number or an IP address). */
export const ENHANCED_STATUS = /(?<![\d.])([245])\.(\d{1,3})\.(\d{1,3})(?![\d.])/;
/** Diagnostics are short; a whole message body is read only this far. */
const TEXT_SCANNED = 16 * 1024;
const COMPILED_TEXT_PATTERNS = TEXT_PATTERNS.map((group) => ({ reason: group.reason, pattern: new RegExp(group.patterns.join('|'), 'i') }));
/**
 * Reads a failure's reason: a specific enhanced status code (5.1.1, 5.2.2, 5.7.26) decides on
 * its own; otherwise the first known text in the diagnostic (then in `fallbackText`, e.g. the
 * whole plain-text bounce); otherwise a broad code's default (5.7.1: policy); otherwise other.
 * `statusCode` may be null when the report gave none: one in the text is used then.
 */
export function classifyBounce(statusCode, diagnostic, fallbackText = '') {
    const code = statusCode ?? ENHANCED_STATUS.exec(diagnostic)?.[0] ?? null;
    const subjectDetail = code ? code.slice(code.indexOf('.') + 1) : null;
    const specific = subjectDetail ? SPECIFIC_STATUS_CODES[subjectDetail] : undefined;
    if (specific)
        return classified(specific, 'status_code');
    const fromText = reasonInText(diagnostic) ?? (fallbackText ? reasonInText(fallbackText) : null);
    if (fromText)
        return classified(fromText.reason, 'text');
    const generic = subjectDetail ? (GENERIC_STATUS_CODES[subjectDetail] ?? GENERIC_STATUS_CODES[`${subjectDetail.split('.')[0]}.0`]) : undefined;
    return classified(generic ?? 'other', code ? 'status_code' : 'text');
}
/** The reason the first known text in `text` names, and where that text stands; null when it names none. */
export function reasonInText(text) {
    const scanned = text.slice(0, TEXT_SCANNED);
    if (!scanned.trim())
        return null;
    for (const group of COMPILED_TEXT_PATTERNS) {
        const match = group.pattern.exec(scanned);
        if (match)
            return { reason: group.reason, index: match.index };
    }
    return null;
}
function classified(reason, source) {
    return { reason, source, addressLevel: isAddressLevelBounceReason(reason) };
}
//# sourceMappingURL=bounce-classifier.js.map