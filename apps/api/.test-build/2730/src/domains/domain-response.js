/** The domain as the API shows it: the DKIM private key never leaves the server. */
export function toDomainResponse(domain, userEmail) {
    return {
        _id: domain._id.toString(),
        domain: domain.domain,
        user_id: domain.user_id.toString(),
        user_email: userEmail,
        user_plan_id: domain.user_plan_id?.toString() ?? null,
        send_plan: domain.send_plan,
        bulletproof_relay_id: domain.bulletproof_relay_id?.toString() ?? null,
        dedicated_ips: [...domain.dedicated_ips],
        status: domain.status,
        spf_verified: domain.spf_verified,
        dkim_verified: domain.dkim_verified,
        dmarc_verified: domain.dmarc_verified,
        plan_snapshot: domain.plan_snapshot
            ? { plan_code: domain.plan_snapshot.plan_code, plan_category: domain.plan_snapshot.plan_category }
            : null,
        dkim_selector: domain.dkim_selector,
        track_opens: domain.track_opens ?? false,
        track_clicks: domain.track_clicks ?? false,
        last_checked_at: domain.verified_at?.toISOString() ?? null,
        verified_at: domain.verified_at?.toISOString() ?? null,
        unsubscribe_headers: domain.unsubscribe_headers ?? false,
        return_path_verified: domain.return_path_verified ?? false,
        tracking_host_verified: domain.tracking_host_verified ?? false,
        createdAt: domain.createdAt.toISOString(),
        updatedAt: domain.updatedAt.toISOString(),
    };
}
//# sourceMappingURL=domain-response.js.map