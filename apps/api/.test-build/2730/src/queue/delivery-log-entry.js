import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { classifyBounce } from '../bounce-classification/bounce-classifier.js';
/**
 * The _id of a delivery log entry, derived from (delivery, occasion, recipient): writing an
 * attempt's entries again after a crash or a repeated report adds nothing twice, and whoever
 * knows a delivery can tell by `_id` whether it was ever attempted (AcceptanceJournal).
 */
export function deliveryLogEntryId(deliveryId, occasion, address) {
    const key = `${deliveryId.toString()}:${occasion}:${address.toLowerCase()}`;
    return new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));
}
/**
 * The delivery log entry of one recipient of a delivery on one occasion: an attempt's outcome, or
 * a give-up. A failure (bounced, deferred, failed) carries its reason as the bounce classifier
 * reads the reply (issue 30): the suppression rule, the timeline, the logs' filter and the
 * reputation figures all take it from here.
 */
export function deliveryLogEntry(delivery, occasion, address, status, response, origin, at, 
/** How the attempt's session was protected, when the worker reported it. */
tls) {
    return {
        _id: deliveryLogEntryId(delivery._id, occasion, address),
        message_id: delivery.message_id,
        from: delivery.envelope_from,
        to: address,
        to_lower: address.toLowerCase(),
        status,
        response,
        source_ip: origin.sourceIp,
        agent_hostname: origin.agentHostname,
        domain: delivery.domain,
        user_id: delivery.user_id,
        ...failureReasonOf(status, response),
        ...(tls ? { tls: { version: tls.version, verified: tls.verified, mta_sts: tls.mta_sts, ...(tls.mta_sts_failure ? { mta_sts_failure: tls.mta_sts_failure } : {}) } } : {}),
        created_at: at,
    };
}
function failureReasonOf(status, response) {
    if (status === 'delivered')
        return {};
    const { reason, source } = classifyBounce(null, response);
    return { bounce_reason: reason, bounce_reason_source: source };
}
//# sourceMappingURL=delivery-log-entry.js.map