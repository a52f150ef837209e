/** Written in place of every secret. */
export const REDACTED = '[Redacted]';
/**
 * Paths of secrets pino blanks in every log record: credentials in request headers, and fields
 * named like a secret in any object logged (at the top, or one level down).
 */
const SECRET_FIELDS = ['password', 'smtp_password', 'smtp_pass', 'secret', 'token', 'admin_token', 'api_key', 'apiKey', 'authorization', 'cookie'];
export const REDACTED_PATHS = [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-admin-token"]',
    'req.headers["x-api-key"]',
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
];
/** Query parameters whose values are credentials (the console's sign-in link, for one). */
const SECRET_QUERY_PARAMETER = /token|key|secret|password|signature|code/i;
/** Paths whose last part is a recipient's token: unsubscribe links, tracked clicks and opens. */
const TOKEN_PATH = /^(\/u\/|\/t\/[^/]+\/)[^?]+/;
/** The URL as it may be logged: tokens in the path and secret query values replaced. */
export function redactUrl(url) {
    const [path, query] = splitOnce(url, '?');
    const safePath = path.replace(TOKEN_PATH, `$1${REDACTED}`);
    if (query === undefined)
        return safePath;
    const parameters = query.split('&').map((parameter) => {
        const [name] = splitOnce(parameter, '=');
        return SECRET_QUERY_PARAMETER.test(decodeURIComponentSafely(name)) ? `${name}=${REDACTED}` : parameter;
    });
    return `${safePath}?${parameters.join('&')}`;
}
function splitOnce(text, separator) {
    const at = text.indexOf(separator);
    return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
function decodeURIComponentSafely(text) {
    try {
        return decodeURIComponent(text);
    }
    catch {
        return text;
    }
}
//# sourceMappingURL=log-redaction.js.map