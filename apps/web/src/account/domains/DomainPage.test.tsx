import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { dnsRecordFixture, domainDetailFixture, domainFixture } from '../../test/accountFixtures';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DomainPage } from './DomainPage';

function renderDomainPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/domains/:domainId" element={<DomainPage />} />
      <Route path="/account/domains" element={<h1>Domain list</h1>} />
    </Routes>,
    { route: '/account/domains/d1' },
  );
  return user;
}

const records = [
  dnsRecordFixture({ kind: 'spf', status: 'verified', value: 'v=spf1 include:spf.platform.example ~all', checked_at: '2026-05-02T10:00:00.000Z' }),
  dnsRecordFixture({ kind: 'dkim', status: 'wrong_value', value: 'v=DKIM1; k=rsa; p=MIIB' }),
  dnsRecordFixture({ kind: 'dmarc', status: 'not_found', value: 'v=DMARC1; p=none' }),
  dnsRecordFixture({ kind: 'return_path_mx', type: 'MX', priority: 10, status: 'not_found', value: 'inbound.platform.example' }),
];

describe('DomainPage', () => {
  it('lists every record the API returns, with its name, value and own status', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    renderDomainPage();

    expect(await screen.findByRole('heading', { name: 'mail.example.com' })).toBeInTheDocument();
    const spf = screen.getByRole('listitem', { name: 'SPF record' });
    expect(spf).toHaveTextContent('mail.example.com');
    expect(spf).toHaveTextContent('v=spf1 include:spf.platform.example ~all');
    expect(spf).toHaveTextContent('Verified');
    const dkim = screen.getByRole('listitem', { name: 'DKIM record' });
    expect(dkim).toHaveTextContent('pl1._domainkey.mail.example.com');
    expect(dkim).toHaveTextContent('Wrong value');
    expect(screen.getByRole('listitem', { name: 'DMARC record' })).toHaveTextContent('Not found');
    // The return path's MX record, with its type and preference.
    const returnPath = screen.getByRole('listitem', { name: 'Return-path MX record' });
    expect(returnPath).toHaveTextContent('inbound.platform.example');
    expect(returnPath).toHaveTextContent('MX 10');
  });

  it('says which records are missing while none is found, not just "publish, then verify"', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture() });
    renderDomainPage();

    expect(await screen.findByText('Mail is not accepted yet: no DKIM record found at pl1._domainkey.mail.example.com. SPF and DMARC not verified either.')).toBeInTheDocument();
    expect(screen.queryByText(/Publish the DKIM record/)).not.toBeInTheDocument();
  });

  it('says the DKIM record differs when it was found with another value, and names only the records still unverified', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    renderDomainPage();

    expect(await screen.findByText('Mail is not accepted yet: the DKIM record at pl1._domainkey.mail.example.com has another value. DMARC not verified either.')).toBeInTheDocument();
  });

  it('copies a record’s name and value to the clipboard', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    const user = renderDomainPage();

    await user.click(await screen.findByRole('button', { name: 'Copy DKIM value' }));
    expect(await navigator.clipboard.readText()).toBe('v=DKIM1; k=rsa; p=MIIB');
    expect(screen.getByRole('button', { name: 'Copy DKIM value' })).toHaveTextContent('Copied');

    await user.click(screen.getByRole('button', { name: 'Copy DMARC name' }));
    expect(await navigator.clipboard.readText()).toBe('_dmarc.mail.example.com');
  });

  it('Verify asks the server to check and shows each record’s new status', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records), '/api/v1/domains': { items: [], total: 0, page: 1, limit: 20 } });
    const verified = { domain: domainFixture({ dkim_verified: true, can_send: true }), dns_records: records.map((record) => ({ ...record, status: 'verified' as const })) };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: verified });
    const user = renderDomainPage();

    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Verification completed');
    expect(post).toHaveBeenCalledWith('/api/v1/domains/d1/verify');
    expect(within(screen.getByRole('listitem', { name: 'DKIM record' })).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Mail from this domain is accepted.')).toBeInTheDocument();
  });

  it('a Verify that did not find every required record names what verified and what did not', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records), '/api/v1/domains': { items: [], total: 0, page: 1, limit: 20 } });
    const found = [
      { ...records[0]!, status: 'verified' as const },
      { ...records[1]!, status: 'not_found' as const },
      { ...records[2]!, status: 'wrong_value' as const },
      { ...records[3]!, status: 'not_found' as const },
    ];
    vi.spyOn(api, 'post').mockResolvedValue({ data: { domain: domainFixture(), dns_records: found } });
    const user = renderDomainPage();

    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^SPF verified; DKIM not found; DMARC has another value$/);
    expect(screen.queryByText('Verification completed')).not.toBeInTheDocument();
  });

  it('sets the optional records apart, marked optional, and shows why a record naming localhost cannot work', async () => {
    const warning = 'The platform has no public host name yet; this record cannot work until the operator sets PUBLIC_HOSTNAME (or SPF_INCLUDE).';
    const withWarning = [{ ...records[0]!, value: 'v=spf1 include:spf.localhost ~all', warning }, ...records.slice(1)];
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(withWarning) });
    renderDomainPage();

    const required = await screen.findByRole('list', { name: 'Required records' });
    const optional = screen.getByRole('list', { name: 'Optional records' });
    expect(within(required).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['SPF record', 'DKIM record', 'DMARC record']);
    expect(within(optional).getByRole('listitem', { name: 'Return-path MX record' })).toHaveTextContent('Optional');
    expect(within(required).queryByText('Optional')).not.toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'SPF record' })).getByRole('note')).toHaveTextContent(warning);
    expect(within(screen.getByRole('listitem', { name: 'DKIM record' })).queryByRole('note')).not.toBeInTheDocument();
  });

  it('deletes the domain once its name is typed, and goes back to the list', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records), '/api/v1/domains': { items: [], total: 0, page: 1, limit: 20 } });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: '' });
    const user = renderDomainPage();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Domain' });
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type mail.example.com to confirm'), 'mail.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Domain list' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/api/v1/domains/d1');
  });

  it('says so when the domain is not the account’s (404)', async () => {
    mockApiGet({
      '/api/v1/domains/d1': () => {
        throw axiosErrorWithStatus(404, { message: 'Domain d1 not found' });
      },
    });
    renderDomainPage();

    expect(await screen.findByText('This domain does not exist.')).toBeInTheDocument();
  });
});

describe('DomainPage tracking and unsubscribe switches', () => {
  it('shows both switches off by default and switches open tracking on with PATCH', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    const switchedOn = { ...domainDetailFixture(records), domain: domainFixture({ track_opens: true }) };
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: switchedOn });
    const user = renderDomainPage();

    const opens = await screen.findByRole('switch', { name: 'Track opens' });
    const clicks = screen.getByRole('switch', { name: 'Track clicks' });
    expect(opens).toHaveAttribute('aria-checked', 'false');
    expect(clicks).toHaveAttribute('aria-checked', 'false');

    await user.click(opens);

    expect(patch).toHaveBeenCalledWith('/api/v1/domains/d1', { track_opens: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Domain updated');
    expect(screen.getByRole('switch', { name: 'Track opens' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Track clicks' })).toHaveAttribute('aria-checked', 'false');
  });

  it('switches click tracking off and keeps it on when the server refuses', async () => {
    const tracked = { ...domainDetailFixture(records), domain: domainFixture({ track_opens: true, track_clicks: true }) };
    mockApiGet({ '/api/v1/domains/d1': tracked });
    const patch = vi.spyOn(api, 'patch').mockRejectedValue(axiosErrorWithStatus(403, { message: 'Confirm your e-mail address first' }));
    const user = renderDomainPage();

    await user.click(await screen.findByRole('switch', { name: 'Track clicks' }));

    expect(patch).toHaveBeenCalledWith('/api/v1/domains/d1', { track_clicks: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save domain: Confirm your e-mail address first');
    expect(screen.getByRole('switch', { name: 'Track clicks' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches unsubscribe headers on with PATCH', async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    const switchedOn = { ...domainDetailFixture(records), domain: domainFixture({ unsubscribe_headers: true }) };
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: switchedOn });
    const user = renderDomainPage();

    const unsubscribe = await screen.findByRole('switch', { name: 'Unsubscribe headers' });
    expect(unsubscribe).toHaveAttribute('aria-checked', 'false');
    await user.click(unsubscribe);

    expect(patch).toHaveBeenCalledWith('/api/v1/domains/d1', { unsubscribe_headers: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Domain updated');
    expect(screen.getByRole('switch', { name: 'Unsubscribe headers' })).toHaveAttribute('aria-checked', 'true');
  });

  it("says which host tracked links use: the platform's until track.<domain> verified, then that one", async () => {
    mockApiGet({ '/api/v1/domains/d1': domainDetailFixture(records) });
    renderDomainPage();
    expect(await screen.findByText(/use the platform's host until the Tracking CNAME record of/)).toHaveTextContent('track.mail.example.com');
  });

  it('names its own tracking host once verified', async () => {
    mockApiGet({ '/api/v1/domains/d1': { ...domainDetailFixture(records), domain: domainFixture({ tracking_host_verified: true }) } });
    renderDomainPage();
    expect(await screen.findByText(/Tracked links and images use/)).toHaveTextContent('Tracked links and images use track.mail.example.com.');
  });
});
