import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { ADMIN_TOKEN_HEADER, CSRF_HEADER, CSRF_HEADER_VALUE, CUSTOMER_SESSION_COOKIE } from '@platform/contracts';
import { API_DOCS_PATH } from '../common/security-headers.js';
import { describeCommonAnswers, operationsOf } from './common-answers.js';
const ADMIN_TOKEN_SCHEME = 'admin-token';
/**
 * The OpenAPI description of every route: Swagger UI at /api/docs, the JSON at /api/docs-json,
 * open to anyone unless API_DOCS is off (then both answer 404 like any unknown path).
 */
export function serveApiDescription(app, setting) {
    if (setting === 'off')
        return;
    SwaggerModule.setup(API_DOCS_PATH, app, describeApi(app));
}
function describeApi(app) {
    const description = new DocumentBuilder()
        .setTitle('Outbound e-mail platform API')
        .setDescription('Admin console calls (/api/admin/*, x-admin-token header), public account calls, and the customer API ' +
        '(/api/v1/*: `Authorization: Bearer <api key>`, or the console\'s session cookie plus the header ' +
        `${CSRF_HEADER}: ${CSRF_HEADER_VALUE} on changes).`)
        .setVersion('1')
        .addApiKey({
        type: 'apiKey',
        in: 'header',
        name: ADMIN_TOKEN_HEADER,
        description: 'The configured admin token, or the admin_token that login gives an admin or support-readonly user',
    }, ADMIN_TOKEN_SCHEME)
        .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key of the account: its primary key or a named key (key_<id>.<secret>)' })
        .addCookieAuth(CUSTOMER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: CUSTOMER_SESSION_COOKIE, description: 'Set by POST /api/login' }, CUSTOMER_SESSION_COOKIE)
        .build();
    const document = SwaggerModule.createDocument(app, description);
    requireAdminTokenOnAdminPaths(document);
    describeCommonAnswers(document);
    return document;
}
/** Every /api/admin route passes the admin-token middleware, whichever module declares it. */
function requireAdminTokenOnAdminPaths(document) {
    for (const { path, operation } of operationsOf(document)) {
        if (path.startsWith('/api/admin/'))
            operation.security = [{ [ADMIN_TOKEN_SCHEME]: [] }];
    }
}
//# sourceMappingURL=api-description.js.map