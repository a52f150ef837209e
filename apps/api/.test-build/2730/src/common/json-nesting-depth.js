const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
/**
 * Whether JSON text in UTF-8 nests arrays and objects more than maxDepth levels deep (`{}` is one
 * level). One loop over the bytes, before anything is parsed: JSON.parse would first build the
 * whole nested structure (10 million levels in a 20 MB body take some 600 MB), and class-transformer
 * and class-validator walk a parsed body recursively, so a deep one overflows their stack.
 * UTF-8 multi-byte sequences contain no ASCII byte, so brackets inside strings are never counted.
 * Malformed text may be misjudged either way; JSON.parse refuses it next anyway.
 */
export function exceedsJsonNestingDepth(json, maxDepth) {
    let depth = 0;
    let inString = false;
    let escaped = false;
    for (let index = 0; index < json.length; index++) {
        const byte = json[index];
        if (inString) {
            if (escaped)
                escaped = false;
            else if (byte === BACKSLASH)
                escaped = true;
            else if (byte === QUOTE)
                inString = false;
        }
        else if (byte === QUOTE) {
            inString = true;
        }
        else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
            if (++depth > maxDepth)
                return true;
        }
        else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
            depth--;
        }
    }
    return false;
}
//# sourceMappingURL=json-nesting-depth.js.map