import { randomUUID } from 'node:crypto';
import { parseHeaders } from 'mailauth/lib/tools.js';
const LF = 0x0a;
const CR = 0x0d;
/** Fields a customer may not set: a DKIM signature we did not make, and a return path, which the final delivery server writes. */
const DROPPED_FIELDS = new Set(['dkim-signature', 'return-path']);
export function readHeaderSection(raw) {
    const end = headerSectionEnd(raw);
    return { fields: end === 0 ? [] : parseHeaders(raw.subarray(0, end)).parsed, end };
}
/** The field's value after its colon, unfolded. */
export function fieldValue(field) {
    const line = field.line.toString('utf8');
    return line.slice(line.indexOf(':') + 1).replace(/\r?\n/g, '');
}
/**
 * The message as it is to be signed, from one walk over its fields: the Received field on top,
 * a Message-ID (and a Date) added when missing so every message can be traced in the logs, and
 * every DKIM-Signature and Return-Path field of the customer's removed.
 */
export function prepareForSigning(raw, section, preparation) {
    let messageId = '';
    let hasDate = false;
    let dropsFields = false;
    for (const field of section.fields) {
        if (field.key === 'message-id' && !messageId)
            messageId = /^\s*<?([^>]+)>?/.exec(fieldValue(field))?.[1]?.trim() ?? '';
        else if (field.key === 'date')
            hasDate = true;
        else if (field.key && DROPPED_FIELDS.has(field.key))
            dropsFields = true;
    }
    const added = [preparation.received];
    if (!messageId) {
        messageId = `${randomUUID()}@${preparation.messageIdDomain}`;
        added.push(`Message-ID: <${messageId}>`);
    }
    if (!hasDate)
        added.push(`Date: ${rfc5322Date(new Date())}`);
    const top = Buffer.from(`${added.join('\r\n')}\r\n`);
    if (!dropsFields)
        return { raw: Buffer.concat([top, raw]), messageId };
    const kept = section.fields.filter((field) => !(field.key && DROPPED_FIELDS.has(field.key)));
    const crlf = Buffer.from('\r\n');
    return { raw: Buffer.concat([top, ...kept.flatMap((field) => [field.line, crlf]), raw.subarray(section.end)]), messageId };
}
/** A date as RFC 5322 writes it, e.g. `Tue, 05 Mar 2024 10:00:00 +0000`. */
export function rfc5322Date(date) {
    return date.toUTCString().replace('GMT', '+0000');
}
/** The domain part of an address, lower-cased; empty when there is none. */
export function domainOfAddress(address) {
    const at = address.lastIndexOf('@');
    return at === -1 ? '' : address.slice(at + 1).trim().toLowerCase();
}
/**
 * Where the header section ends: at the first empty line, whether lines end with CRLF or a bare
 * LF, as mailauth's signer reads it, so the checks here and the signature see the same fields.
 */
function headerSectionEnd(raw) {
    if (raw[0] === LF || (raw[0] === CR && raw[1] === LF))
        return 0;
    const crlfBlank = raw.indexOf('\n\r\n');
    // Only the part before the first CRLF empty line can hold an earlier LF one.
    const lfBlank = raw.subarray(0, crlfBlank === -1 ? raw.length : crlfBlank + 1).indexOf('\n\n');
    const lastHeaderLineEnd = lfBlank !== -1 ? lfBlank : crlfBlank;
    return lastHeaderLineEnd === -1 ? raw.length : lastHeaderLineEnd + 1;
}
//# sourceMappingURL=message-headers.js.map