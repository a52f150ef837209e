import { NotFoundException } from '@nestjs/common';
/** The filter every query of a customer's records starts with: theirs, and their key's domain only. */
export function ownedBy(scope) {
    return { user_id: scope.userId };
}
/** The one domain the caller is limited to, or null for the whole account. */
export function limitedDomainId(scope) {
    return scope.apiKey?.domainId ?? null;
}
export function limitedDomainName(scope) {
    return scope.apiKey?.domainId ? (scope.apiKey.domain ?? '') : null;
}
/** Another account's record, or one outside the key's domain, is answered as if it did not exist. */
export function notFound(what, id) {
    return new NotFoundException(`${what} ${id} not found`);
}
//# sourceMappingURL=customer-scope.js.map