/** From worst to best: an item of several subjects takes the first of these that any subject has. */
const SEVERITY = ['fail', 'unknown', 'warn', 'pass'];
export function worstStatus(statuses) {
    return SEVERITY.find((status) => statuses.includes(status)) ?? 'pass';
}
export function setupCheck(id, title, status, found, fix, details = []) {
    return { id, title, status, found, fix: status === 'pass' ? null : fix, details };
}
/** The fix of an item that could not be checked because DNS did not answer. */
export const DNS_UNANSWERED_FIX = 'Check again in a minute; if it stays unknown, check that the DNS servers the API asks (DNS_SERVERS, or the system\'s) answer.';
/** "no answer (ETIMEOUT)" for a lookup that failed. */
export function unanswered(name, answer) {
    return `The DNS lookup of ${name} got no answer (${answer.failure}).`;
}
export function sameHost(left, right) {
    return left.toLowerCase().replace(/\.$/, '') === right.toLowerCase().replace(/\.$/, '');
}
//# sourceMappingURL=setup-check.js.map