import assert from 'node:assert/strict';
import type { DomainDetailResponse, SendPlan } from '@platform/contracts';
import type { DnsTestServer } from './dns-test-server.js';
import type { TestApp } from './test-app.js';

/** What admin calls need: an HTTP client of the API and the admin token. */
export type AdminClient = Pick<TestApp, 'http' | 'adminToken'>;

/** A user ready to send: API key, a DKIM-verified domain on a plan, and an SMTP account. */
export interface TestSender {
  userId: string;
  userPlanId: string;
  apiKey: string;
  domainId: string;
  domain: string;
  dkimTxt: string;
  dkimName: string;
  smtpAccountId: string;
  smtpEmail: string;
  smtpPassword: string;
}

export interface TestSenderOptions {
  domain: string;
  sendPlan: SendPlan;
  /** Relay for bulletproof domains. */
  relayId?: string;
  /** Dedicated IPs for byoip domains. */
  dedicatedIps?: string[];
  quota?: number;
  /** Runs once the user exists, before the domain is created (e.g. to give the user an agent with IPs). */
  beforeDomain?: (userId: string) => Promise<void>;
}

const PLAN_CODE_OF: Record<SendPlan, string> = { provider: 'starter', byoip: 'agent-dedicated', bulletproof: 'bulletproof' };

/** Calls an admin route and insists on the expected status, so a broken setup fails loudly. */
export async function adminCall<T>(
  api: AdminClient,
  method: 'get' | 'post' | 'patch' | 'delete' | 'put',
  path: string,
  body?: object,
  expectedStatus?: number,
): Promise<T> {
  const response = await api.http[method](path).set('x-admin-token', api.adminToken).send(body);
  const expected = expectedStatus ?? (method === 'post' && !path.endsWith('/verify') && !path.includes('/reset') ? 201 : 200);
  assert.equal(response.status, expected, `${method.toUpperCase()} ${path}: ${JSON.stringify(response.body)}`);
  return response.body as T;
}

/**
 * Creates the user, plan, domain (published in the test DNS server and verified) and SMTP
 * account through the admin API, as an operator would.
 */
export async function createTestSender(api: AdminClient, dns: DnsTestServer, options: TestSenderOptions): Promise<TestSender> {
  const local = options.domain.split('.')[0];
  const user = await adminCall<{ _id: string }>(api, 'post', '/api/admin/users', {
    email: `owner@${options.domain}`,
    password: 'owner-password',
    plan_type: options.sendPlan === 'bulletproof' ? 'bulletproof' : 'normal',
  });
  const { api_key: apiKey } = await adminCall<{ api_key: string }>(api, 'post', `/api/admin/users/${user._id}/api-key/reset`);
  const plan = await adminCall<{ _id: string }>(api, 'post', '/api/admin/user-plans', {
    user_id: user._id,
    plan_code: PLAN_CODE_OF[options.sendPlan],
  });
  await options.beforeDomain?.(user._id);
  const domain = await addTestDomain(api, dns, { ...options, userId: user._id, userPlanId: plan._id });

  const account = await adminCall<{ _id: string; email: string; smtp_password: string }>(api, 'post', '/api/admin/smtp-accounts', {
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

export interface TestDomain {
  domainId: string;
  /** The DKIM record published for it in the test DNS server: its name and TXT value. */
  dkimName: string;
  dkimTxt: string;
}

/** Adds a domain to an existing user and plan, publishes its DKIM key in the test DNS server and verifies it. */
export async function addTestDomain(
  api: AdminClient,
  dns: DnsTestServer,
  options: Pick<TestSenderOptions, 'domain' | 'sendPlan' | 'relayId' | 'dedicatedIps'> & { userId: string; userPlanId: string },
): Promise<TestDomain> {
  const domain = await adminCall<{ _id: string }>(api, 'post', '/api/admin/domains', {
    domain: options.domain,
    user_id: options.userId,
    user_plan_id: options.userPlanId,
    send_plan: options.sendPlan,
    ...(options.relayId ? { bulletproof_relay_id: options.relayId } : {}),
    ...(options.dedicatedIps ? { dedicated_ips: options.dedicatedIps } : {}),
  });
  const { dns_records: records } = await adminCall<DomainDetailResponse>(api, 'get', `/api/admin/domains/${domain._id}`);
  const dkimName = `${records.dkim.name}.${options.domain}`;
  dns.setTxt(dkimName, [records.dkim.txt]);
  const flags = await adminCall<{ dkim_verified: boolean }>(api, 'post', `/api/admin/domains/${domain._id}/verify`);
  assert.equal(flags.dkim_verified, true, 'the published DKIM key verifies');
  return { domainId: domain._id, dkimName, dkimTxt: records.dkim.txt };
}
