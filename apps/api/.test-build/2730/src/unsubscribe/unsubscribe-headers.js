import { ONE_CLICK_UNSUBSCRIBE_BODY, UNSUBSCRIBE_CONTROL_HEADER, UNSUBSCRIBE_PATH } from '@platform/contracts';
/** Why a message's X-Platform-Unsubscribe header cannot be followed. */
export class InvalidUnsubscribeControl extends Error {
}
const CONTROL_NAME = UNSUBSCRIBE_CONTROL_HEADER.toLowerCase();
const SWITCH_VALUES = { on: true, off: false };
/**
 * Reads and removes the sender's X-Platform-Unsubscribe header (it is an instruction to us, not
 * part of the message). Only the header section is looked at; folded lines go with their header.
 */
export function takeUnsubscribeControl(raw) {
    const end = headerSectionEnd(raw);
    const section = raw.subarray(0, end).toString('latin1');
    const fields = section.match(/[^\r\n]*(\r?\n[ \t][^\r\n]*)*(\r?\n|$)/g)?.filter((field) => field !== '') ?? [];
    let requested = null;
    let hasOwnListUnsubscribe = false;
    const kept = [];
    for (const field of fields) {
        const name = field.slice(0, Math.max(0, field.indexOf(':'))).trim().toLowerCase();
        if (name === 'list-unsubscribe')
            hasOwnListUnsubscribe = true;
        if (name !== CONTROL_NAME) {
            kept.push(field);
            continue;
        }
        const value = field.slice(field.indexOf(':') + 1).trim().toLowerCase();
        if (!(value in SWITCH_VALUES))
            throw new InvalidUnsubscribeControl(`${UNSUBSCRIBE_CONTROL_HEADER} must be on or off`);
        requested = SWITCH_VALUES[value];
    }
    const stripped = kept.length === fields.length ? raw : Buffer.concat([Buffer.from(kept.join(''), 'latin1'), raw.subarray(end)]);
    return { raw: stripped, requested, hasOwnListUnsubscribe };
}
/**
 * The header lines one recipient's copy carries (RFC 2369 and RFC 8058): the HTTPS one-click
 * link first, which mailbox providers prefer, then the mailto for clients that only mail.
 */
export function unsubscribeHeaderLines(publicUrl, token, mailtoAddress) {
    return (`List-Unsubscribe: <${publicUrl}${UNSUBSCRIBE_PATH}/${token}>,\r\n <mailto:${mailtoAddress}?subject=unsubscribe>\r\n` +
        `List-Unsubscribe-Post: ${ONE_CLICK_UNSUBSCRIBE_BODY}\r\n`);
}
/** Where the header section ends: at its empty line (kept with the body), or the whole message when there is none. */
function headerSectionEnd(raw) {
    const crlf = raw.indexOf('\r\n\r\n');
    const lf = raw.indexOf('\n\n');
    if (crlf !== -1 && (lf === -1 || crlf < lf))
        return crlf + 2;
    return lf === -1 ? raw.length : lf + 1;
}
//# sourceMappingURL=unsubscribe-headers.js.map