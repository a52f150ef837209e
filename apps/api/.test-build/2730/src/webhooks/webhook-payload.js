import { WEBHOOK_PAYLOAD_VERSION } from '@platform/contracts';
/** The fields of a timeline event that the payload names; any other field an event carries goes to `details`. */
const NAMED_FIELDS = new Set([
    '_id', 'message', 'user_id', 'domain', 'type', 'recipient', 'response', 'attempt', 'source_ip', 'agent_hostname', 'user_agent', 'url', 'created_at', '__v',
    'bounce_reason', 'bounce_reason_source', 'suppressed', 'tls',
]);
export function webhookEventTypeOf(event) {
    return `message.${event.type}`;
}
/** The body POSTed for a timeline event (the contract WebhookEventPayload, version 1). */
export function webhookPayloadOf(event) {
    const data = {
        event_id: event._id,
        message_id: event.message.toString(),
        recipient: event.recipient ?? null,
        response: event.response ?? '',
        attempt: event.attempt ?? null,
        source_ip: event.source_ip ?? null,
        agent_hostname: event.agent_hostname ?? null,
    };
    if (event.type === 'opened' || event.type === 'clicked')
        data.user_agent = event.user_agent ?? null;
    if (event.type === 'clicked')
        data.url = event.url ?? null;
    if (event.bounce_reason) {
        data.bounce_reason = event.bounce_reason;
        data.bounce_reason_source = event.bounce_reason_source ?? null;
    }
    if (event.type === 'bounced' && typeof event.suppressed === 'boolean')
        data.suppressed = event.suppressed;
    if (event.tls)
        data.tls = event.tls;
    const details = detailsOf(event);
    if (details)
        data.details = details;
    return { type: webhookEventTypeOf(event), version: WEBHOOK_PAYLOAD_VERSION, created_at: new Date(event.created_at).toISOString(), data };
}
/** Fields other modules add to their events (e.g. a bounce's classification) reach webhooks without a change here. */
function detailsOf(event) {
    const details = {};
    for (const [name, value] of Object.entries(event)) {
        if (NAMED_FIELDS.has(name))
            continue;
        if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
            details[name] = value;
    }
    return Object.keys(details).length ? details : null;
}
//# sourceMappingURL=webhook-payload.js.map