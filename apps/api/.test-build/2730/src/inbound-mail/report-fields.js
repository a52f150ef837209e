const MAX_GROUPS = 1000;
const MAX_VALUE_LENGTH = 2000;
export function parseReportFieldGroups(text) {
    const groups = [];
    for (const block of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
        const fields = new Map();
        for (const line of block.split(/\n(?![ \t])/)) {
            const colon = line.indexOf(':');
            if (colon <= 0)
                continue;
            const name = line.slice(0, colon).trim().toLowerCase();
            if (!/^[a-z0-9-]+$/.test(name) || fields.has(name))
                continue;
            fields.set(name, line.slice(colon + 1).replace(/\n[ \t]+/g, ' ').trim().slice(0, MAX_VALUE_LENGTH));
        }
        if (fields.size > 0)
            groups.push(fields);
        if (groups.length === MAX_GROUPS)
            break;
    }
    return groups;
}
/** The address of a typed address field (`rfc822; user@example.org`), lower-cased; null when there is none. */
export function addressOfTypedField(value) {
    if (!value)
        return null;
    const address = (value.includes(';') ? value.slice(value.indexOf(';') + 1) : value).trim().replace(/^<|>$/g, '').trim().toLowerCase();
    return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}
//# sourceMappingURL=report-fields.js.map