import libmime from 'libmime';
/** What one message's log entry keeps of its headers: enough to read them, never a body's worth. */
const MAX_HEADERS = 100;
const MAX_VALUE_LENGTH = 2000;
const MAX_HEADER_SECTION_BYTES = 64 * 1024;
/**
 * The message's headers in order, unfolded, with MIME encoded-words decoded (=?utf-8?...?=),
 * and its From and Subject for the list. Only the header section is read.
 */
export function summarizeHeaders(raw) {
    const end = raw.indexOf('\r\n\r\n');
    const section = raw.subarray(0, Math.min(end === -1 ? raw.length : end, MAX_HEADER_SECTION_BYTES)).toString('utf8');
    const headers = [];
    for (const line of section.split(/\r?\n(?![ \t])/)) {
        const colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        headers.push({ name: line.slice(0, colon).trim(), value: decoded(line.slice(colon + 1).replace(/\r?\n[ \t]+/g, ' ').trim()) });
        if (headers.length === MAX_HEADERS)
            break;
    }
    const valueOf = (name) => headers.find((header) => header.name.toLowerCase() === name)?.value ?? '';
    return { headers, from: valueOf('from'), subject: valueOf('subject') };
}
function decoded(value) {
    let text;
    try {
        text = libmime.decodeWords(value);
    }
    catch {
        text = value; // a malformed encoded-word is shown as written
    }
    return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
}
//# sourceMappingURL=stored-headers.js.map