import { CSRF_HEADER } from '@platform/contracts';
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Every operation of the document, with its path and method. */
export function operationsOf(document) {
    return Object.entries(document.paths).flatMap(([path, item]) => HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])));
}
const ANSWERS = {
    invalid: 'A field or parameter is invalid: `message` names each one (the body\'s fields, the query\'s and the path\'s)',
    unauthenticated: 'No valid credentials: the header or cookie the security section names is missing, wrong, revoked, or belongs to a disabled account',
    readOnlySession: 'A support-readonly console session: it may only read (GET)',
    customerScope: `The credentials do not cover this call: a sending-only key outside sending, a key held to one domain on an account-wide call or another domain, ` +
        `or a change made with the session cookie without the ${CSRF_HEADER} header`,
    notFound: 'No such record (or not one this caller may see)',
};
/**
 * The answers that come from the request pipeline rather than from a route: the guards (401, 403),
 * the validation pipe (400) and the lookups by id (404). They are added here, where the pipeline's
 * rules are stated once, to every operation they apply to; a route's own description of the same
 * status is kept.
 */
export function describeCommonAnswers(document) {
    for (const { path, method, operation } of operationsOf(document)) {
        const answers = operation.responses;
        const add = (status, description) => {
            answers[String(status)] ??= { description };
        };
        const parameters = (operation.parameters ?? []);
        const takesPathParameters = parameters.some((parameter) => parameter.in === 'path');
        const takesInput = Boolean(operation.requestBody) || parameters.some((parameter) => parameter.in === 'query' || parameter.in === 'path');
        const secured = (operation.security ?? []).length > 0;
        if (takesInput)
            add(400, ANSWERS.invalid);
        if (secured)
            add(401, ANSWERS.unauthenticated);
        if (isAdminChange(path, method))
            add(403, ANSWERS.readOnlySession);
        if (secured && isCustomerCall(path))
            add(403, ANSWERS.customerScope);
        if (takesPathParameters)
            add(404, ANSWERS.notFound);
    }
}
/** What AdminTokenMiddleware refuses a support-readonly session: any change but ending itself (opening one takes the master token). */
function isAdminChange(path, method) {
    return path.startsWith('/api/admin/') && method !== 'get' && method !== 'head' && !path.startsWith('/api/admin/sessions');
}
/** The customer's calls: CustomerAuthGuard and ApiKeyGuard check the key's scope and the CSRF header. */
function isCustomerCall(path) {
    return path.startsWith('/api/v1/') || path === '/api/logout' || path === '/api/confirm-email/resend';
}
//# sourceMappingURL=common-answers.js.map