import { Transform } from 'class-transformer';
/** Host names compare case-insensitively: they are kept trimmed and in lower case. */
export function NormalizeHostName() {
    return Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
}
//# sourceMappingURL=host-name.js.map