/** RFC 4648 base32 in lower case, without padding: letters and digits only, safe in any address or URL. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const VALUE_OF = new Map([...ALPHABET].map((character, value) => [character, value]));
export function base32Encode(bytes) {
    let output = '';
    let buffer = 0;
    let bits = 0;
    for (const byte of bytes) {
        buffer = (buffer << 8) | byte;
        bits += 8;
        while (bits >= 5) {
            bits -= 5;
            output += ALPHABET[(buffer >> bits) & 31];
        }
        buffer &= (1 << bits) - 1;
    }
    return bits > 0 ? output + ALPHABET[(buffer << (5 - bits)) & 31] : output;
}
/** The bytes, or null when the text holds a character outside the alphabet or leftover bits that are not zero. */
export function base32Decode(text) {
    const bytes = [];
    let buffer = 0;
    let bits = 0;
    for (const character of text) {
        const value = VALUE_OF.get(character);
        if (value === undefined)
            return null;
        buffer = (buffer << 5) | value;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            bytes.push((buffer >> bits) & 0xff);
        }
        buffer &= (1 << bits) - 1;
    }
    // Only one encoding of each byte string is valid: no token has a second spelling.
    if (bits >= 5 || buffer !== 0)
        return null;
    return Buffer.from(bytes);
}
//# sourceMappingURL=base32.js.map