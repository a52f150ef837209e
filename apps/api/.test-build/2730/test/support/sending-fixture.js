import assert from 'node:assert/strict';
const PLAN_CODE_OF = { provider: 'starter', byoip: 'agent-dedicated', bulletproof: 'bulletproof' };
/** Calls an admin route and insists on the expected status, so a broken setup fails loudly. */
export async function adminCall(api, method, path, body, expectedStatus) {
    const response = await api.http[method](path).set('x-admin-token', api.adminToken).send(body);
    const expected = expectedStatus ?? (method === 'post' && !path.endsWith('/verify') && !path.includes('/reset') ? 201 : 200);
    assert.equal(response.status, expected, `${method.toUpperCase()} ${path}: ${JSON.stringify(response.body)}`);
    return response.body;
}
/**
 * Creates the user, plan, domain (published in the test DNS server and verified) and SMTP
 * account through the admin API, as an operator would.
 */
export async function createTestSender(api, dns, options) {
    const local = options.domain.split('.')[0];
    const user = await adminCall(api, 'post', '/api/admin/users', {
        email: `owner@${options.domain}`,
        password: 'owner-password',
        plan_type: options.sendPlan === 'bulletproof' ? 'bulletproof' : 'normal',
    });
    const { api_key: apiKey } = await adminCall(api, 'post', `/api/admin/users/${user._id}/api-key/reset`);
    const plan = await adminCall(api, 'post', '/api/admin/user-plans', {
        user_id: user._id,
        plan_code: PLAN_CODE_OF[options.sendPlan],
    });
    await options.beforeDomain?.(user._id);
    const domain = await addTestDomain(api, dns, { ...options, userId: user._id, userPlanId: plan._id });
    const account = await adminCall(api, 'post', '/api/admin/smtp-accounts', {
        email: `${local}-smtp@${options.domain}`,
        domain: options.domain,
        user_id: user._id,
        quota: options.quota ?? 0,
    });
    return {
        userId: user._id,
        userPlanId: plan._id,
        apiKey,
        domainId: domain.domainId,
        domain: options.domain,
        dkimTxt: domain.dkimTxt,
        dkimName: domain.dkimName,
        smtpAccountId: account._id,
        smtpEmail: account.email,
        smtpPassword: account.smtp_password,
    };
}
/** Adds a domain to an existing user and plan, publishes its DKIM key in the test DNS server and verifies it. */
export async function addTestDomain(api, dns, options) {
    const domain = await adminCall(api, 'post', '/api/admin/domains', {
        domain: options.domain,
        user_id: options.userId,
        user_plan_id: options.userPlanId,
        send_plan: options.sendPlan,
        ...(options.relayId ? { bulletproof_relay_id: options.relayId } : {}),
        ...(options.dedicatedIps ? { dedicated_ips: options.dedicatedIps } : {}),
    });
    const { dns_records: records } = await adminCall(api, 'get', `/api/admin/domains/${domain._id}`);
    const dkimName = `${records.dkim.name}.${options.domain}`;
    dns.setTxt(dkimName, [records.dkim.txt]);
    const flags = await adminCall(api, 'post', `/api/admin/domains/${domain._id}/verify`);
    assert.equal(flags.dkim_verified, true, 'the published DKIM key verifies');
    return { domainId: domain._id, dkimName, dkimTxt: records.dkim.txt };
}
//# sourceMappingURL=sending-fixture.js.map