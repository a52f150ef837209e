import type { DnsRecord, DomainDetailResponse } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { dnsRecordFixture } from '../../test/accountFixtures';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DnsRecordsDialog } from './DnsRecordsDialog';

const PLACEHOLDER_WARNING = 'The platform has no public host name yet; this record cannot work until the operator sets PUBLIC_HOSTNAME (or SPF_INCLUDE).';

const records: DnsRecord[] = [
  dnsRecordFixture({ kind: 'spf', value: 'v=spf1 include:spf.localhost ~all', warning: PLACEHOLDER_WARNING }),
  dnsRecordFixture({ kind: 'dkim', name: 's202605._domainkey', value: 'v=DKIM1; k=rsa; p=MIIB AQAB' }),
  dnsRecordFixture({ kind: 'dmarc', value: 'v=DMARC1; p=quarantine' }),
  dnsRecordFixture({ kind: 'return_path_mx', name: 'bounces', type: 'MX', priority: 10, value: 'localhost', warning: PLACEHOLDER_WARNING.replace('PUBLIC_HOSTNAME (or SPF_INCLUDE)', 'SMTP_HOSTNAME (or INBOUND_MX_HOST)') }),
  dnsRecordFixture({ kind: 'tracking_cname', name: 'track', type: 'CNAME', value: 'localhost', warning: PLACEHOLDER_WARNING.replace('PUBLIC_HOSTNAME (or SPF_INCLUDE)', 'PUBLIC_URL') }),
];

const detail = {
  domain: { _id: 'domain-1', domain: 'mail.example.com', spf_verified: false, dkim_verified: false, dmarc_verified: false, last_checked_at: null, verified_at: null },
  dns_records: {},
  records,
} as unknown as DomainDetailResponse;

function renderDialog() {
  const user = userEvent.setup();
  mockApiGet({ '/api/admin/domains/domain-1': detail, '/api/admin/domains': { items: [], total: 0 } });
  renderWithProviders(<DnsRecordsDialog domainId="domain-1" domainName="mail.example.com" onClose={() => {}} />);
  return user;
}

describe('DnsRecordsDialog', () => {
  it('names the required records within the zone (SPEC), sets the optional ones apart, and shows why placeholders cannot work', async () => {
    renderDialog();

    const spf = await screen.findByRole('listitem', { name: 'SPF record' });
    expect(within(spf).getByText('@', { exact: true })).toBeInTheDocument();
    expect(within(spf).getByRole('note')).toHaveTextContent(PLACEHOLDER_WARNING);
    expect(within(screen.getByRole('listitem', { name: 'DKIM record' })).getByText('s202605._domainkey')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'DKIM record' })).getByText('v=DKIM1; k=rsa; p=MIIBAQAB')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'DMARC record' })).queryByRole('note')).not.toBeInTheDocument();

    const optional = screen.getByRole('list', { name: 'Optional records' });
    expect(within(optional).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['Return-path MX record', 'Tracking CNAME record']);
    expect(within(optional).getByRole('listitem', { name: 'Tracking CNAME record' })).toHaveTextContent(/Optional.*sets PUBLIC_URL\./);
    expect(within(screen.getByRole('list', { name: 'Required records' })).queryByText('Optional')).not.toBeInTheDocument();
  });

  it('Verify Records says what verified and what did not instead of "Verification completed"', async () => {
    const user = renderDialog();
    const found = records.map((record) => ({ ...record, status: record.kind === 'spf' ? ('verified' as const) : ('not_found' as const) }));
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { spf_verified: true, dkim_verified: false, dmarc_verified: false, records: found } });

    await user.click(await screen.findByRole('button', { name: 'Verify Records' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^SPF verified; DKIM not found; DMARC not found$/);
    expect(post).toHaveBeenCalledWith('/api/admin/domains/domain-1/verify');
    expect(screen.queryByText('Verification completed')).not.toBeInTheDocument();
  });

  it("keeps 'Verification completed' when every required record verified", async () => {
    const user = renderDialog();
    vi.spyOn(api, 'post').mockResolvedValue({ data: { records: records.map((record) => ({ ...record, status: record.optional ? 'not_found' : 'verified' })) } });

    await user.click(await screen.findByRole('button', { name: 'Verify Records' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verification completed');
  });
});
