/** The relay as the API shows it: the password never leaves, only whether one is set. */
export function toRelayResponse(relay, domainCount) {
    return {
        _id: relay._id.toString(),
        name: relay.name,
        smtp_host: relay.smtp_host,
        smtp_port: relay.smtp_port,
        smtp_user: relay.smtp_user,
        has_smtp_pass: relay.smtp_pass_sealed !== '',
        // Relays stored before the option existed have no field: off.
        allow_insecure_auth: relay.allow_insecure_auth === true,
        spf_record: relay.spf_record,
        dkim_record: { selector: relay.dkim_record?.selector ?? '', public_key: relay.dkim_record?.public_key ?? '' },
        dmarc_record: relay.dmarc_record,
        max_domains: relay.max_domains,
        domain_count: domainCount,
        status: relay.status,
        createdAt: relay.createdAt.toISOString(),
        updatedAt: relay.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=relay-response.js.map