/** Where Swagger UI is served, below the server's root. */
export const API_DOCS_PATH = 'api/docs';
/**
 * The console's policy, which its build satisfies: scripts, styles, fonts and calls from this
 * origin only, nothing inline (React's `style` props set CSSOM properties, which style-src does not
 * govern). Images may also be data: and blob: URLs, as the uploaded logo is kept in the browser as
 * a data: URL. No page may frame the console (clickjacking).
 */
const CONSOLE_POLICY = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
};
/** Swagger UI's page carries inline <style> blocks and style attributes; its scripts are files. */
const API_DOCS_POLICY = { ...CONSOLE_POLICY, 'style-src': ["'self'", "'unsafe-inline'"] };
/**
 * Security headers on every answer, the console's files included (Nest's built-in equivalent of
 * helmet 8, with its defaults where not set here), and no caching of API answers: many carry a key,
 * a password or a session token. Call before anything else is mounted, so that it runs first.
 */
export function useSecurityHeaders(app) {
    app.useSecurityHeaders({
        contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_POLICY },
        xFrameOptions: { action: 'deny' },
        // The /myproadmin/sso link carries a token in its URL.
        referrerPolicy: { policy: 'no-referrer' },
        // This host only: the operator's other hosts below its domain may not serve HTTPS.
        strictTransportSecurity: { includeSubDomains: false },
    });
    const apiDocsPolicy = serialize(API_DOCS_POLICY);
    app.use(`/${API_DOCS_PATH}`, (_request, response, next) => {
        response.setHeader('Content-Security-Policy', apiDocsPolicy);
        next();
    });
    app.use('/api', (_request, response, next) => {
        response.setHeader('Cache-Control', 'no-store');
        next();
    });
}
function serialize(policy) {
    return Object.entries(policy)
        .map(([directive, sources]) => [directive, ...sources].join(' '))
        .join(';');
}
//# sourceMappingURL=security-headers.js.map