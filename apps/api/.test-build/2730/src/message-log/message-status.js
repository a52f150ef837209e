/**
 * A message's state over all its recipients (see MESSAGE_STATUSES): in progress while any
 * recipient waits, then what became of them all.
 */
export function messageStatusOf(deliveries) {
    const statuses = Object.values(deliveries).flatMap((recipients) => recipients.map((recipient) => recipient.status));
    const has = (status) => statuses.includes(status);
    if (has('deferred'))
        return 'deferred';
    if (has('queued') || statuses.length === 0)
        return 'queued';
    if (statuses.every((status) => status === 'delivered'))
        return 'delivered';
    if (has('delivered'))
        return 'partially_delivered';
    return has('bounced') ? 'bounced' : 'failed';
}
//# sourceMappingURL=message-status.js.map