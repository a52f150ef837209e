import { isEmail, isFQDN, isIP, ValidateBy } from 'class-validator';
/** A host name (a dotted name or a single label such as localhost) or an IP address. */
export function IsHostnameOrIp(options) {
    return ValidateBy({
        name: 'isHostnameOrIp',
        validator: {
            validate: (value) => typeof value === 'string' &&
                value.length <= 253 &&
                (isIP(value) || isFQDN(value, { require_tld: false, allow_underscores: false, allow_trailing_dot: false })),
            defaultMessage: () => 'host must be a host name or an IP address',
        },
    }, options);
}
const NAMED_ADDRESS = /^([^<>]*)<([^<>]+)>$/;
/**
 * `user@example.com` or `Display Name <user@example.com>`, without line breaks (header injection).
 * The domain may be a single label such as localhost, as the SMTP host may: a fresh install on
 * one machine (or a test server) has no other name, and the receiving server judges the rest.
 */
export function isSenderAddress(value) {
    if (typeof value !== 'string' || value.length > 320 || /[\r\n\0]/.test(value))
        return false;
    const trimmed = value.trim();
    const named = NAMED_ADDRESS.exec(trimmed);
    return isEmail(named ? named[2].trim() : trimmed, { require_tld: false });
}
export function IsSenderAddress(options) {
    return ValidateBy({
        name: 'isSenderAddress',
        validator: {
            validate: isSenderAddress,
            defaultMessage: () => 'from must be an e-mail address or "Name <address>"',
        },
    }, options);
}
//# sourceMappingURL=smtp-settings.validators.js.map