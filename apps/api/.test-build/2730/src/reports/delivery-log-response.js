export function toDeliveryLogResponse(entry) {
    return {
        _id: entry._id.toString(),
        message_id: entry.message_id,
        from: entry.from,
        to: entry.to,
        status: entry.status,
        response: entry.response,
        source_ip: entry.source_ip,
        agent_hostname: entry.agent_hostname,
        domain: entry.domain,
        user_id: entry.user_id ? entry.user_id.toString() : null,
        bounce_reason: entry.bounce_reason ?? null,
        bounce_reason_source: entry.bounce_reason_source ?? null,
        ...(entry.tls ? { tls: entry.tls } : {}),
        created_at: entry.created_at.toISOString(),
    };
}
//# sourceMappingURL=delivery-log-response.js.map