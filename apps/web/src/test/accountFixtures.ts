import type { AccountOverview, CustomerDomain, CustomerDomainDetail, CustomerProfile, DnsRecord } from '@platform/contracts';

/** A customer as GET /api/v1/account answers, able to send unless a test says otherwise. */
export function profileFixture(changes: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    _id: 'u1',
    email: 'ann@example.com',
    firstName: 'Ann',
    lastName: 'Lee',
    email_confirmed: true,
    approval: 'approved',
    sending_state: 'ready',
    domain_limit: 2,
    plan: { plan_code: 'trial', name: 'Trial', daily_limit: 100 },
    createdAt: '2026-05-01T10:00:00.000Z',
    last_login: '2026-05-02T10:00:00.000Z',
    ...changes,
  };
}

export function domainFixture(changes: Partial<CustomerDomain> = {}): CustomerDomain {
  return {
    _id: 'd1',
    domain: 'mail.example.com',
    status: 'active',
    send_plan: 'provider',
    spf_verified: false,
    dkim_verified: false,
    dmarc_verified: false,
    can_send: false,
    track_opens: false,
    track_clicks: false,
    last_checked_at: null,
    verified_at: null,
    unsubscribe_headers: false,
    return_path_verified: false,
    tracking_host_verified: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...changes,
  };
}

export function dnsRecordFixture(changes: Partial<DnsRecord> & Pick<DnsRecord, 'kind'>): DnsRecord {
  const names = { spf: '@', dkim: 'pl1._domainkey', dmarc: '_dmarc' } as Record<string, string>;
  const name = names[changes.kind] ?? changes.kind;
  return {
    type: 'TXT',
    name,
    host: name === '@' ? 'mail.example.com' : `${name}.mail.example.com`,
    value: `${changes.kind}-value`,
    status: 'not_found',
    checked_at: null,
    optional: !['spf', 'dkim', 'dmarc'].includes(changes.kind),
    warning: null,
    ...changes,
  };
}

export function domainDetailFixture(records: DnsRecord[] = [dnsRecordFixture({ kind: 'spf' }), dnsRecordFixture({ kind: 'dkim' }), dnsRecordFixture({ kind: 'dmarc' })]): CustomerDomainDetail {
  return { domain: domainFixture(), dns_records: records };
}

export function overviewFixture(changes: Partial<AccountOverview> = {}): AccountOverview {
  return {
    sent_today: 12,
    sent_30d: 240,
    delivered_30d: 231,
    bounced_30d: 6,
    complained_30d: 1,
    delivery_rate: 96.25,
    bounce_rate: 2.5,
    complaint_rate: 0.42,
    days: [{ date: '2026-05-01', sent: 12, delivered: 11, bounced: 1, deferred: 0, failed: 0, complained: 0 }],
    quota: { daily_limit: 100, used_today: 12, remaining_today: 88 },
    checklist: {
      sandbox_message_sent: true,
      domain_added: true,
      records_published: true,
      domain_verified: false,
      credential_created: false,
      test_message_sent: false,
      first_delivered: false,
    },
    sandbox: {
      from_address: '6650c0ffee00000000000a01@platform.example.com',
      allowed_recipients: ['me@example.org'],
      simulator_domain: 'simulator.platform.example.com',
      daily_limit: 50,
    },
    ...changes,
  };
}
