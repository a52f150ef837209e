import type { SetupCheck, SetupChecklistResponse } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SetupChecklistCard } from './SetupChecklistCard';

function check(changes: Partial<SetupCheck> & Pick<SetupCheck, 'id' | 'title' | 'status'>): SetupCheck {
  return { found: `${changes.title} found`, fix: changes.status === 'pass' ? null : `${changes.title} fix`, details: [], ...changes };
}

function checklist(items: SetupCheck[]): SetupChecklistResponse {
  return { items, checked_at: '2026-05-02T10:00:00.000Z', all_passed: items.every((item) => item.status === 'pass') };
}

const failing = checklist([
  check({ id: 'public_hostname', title: 'Public host name', status: 'fail', found: 'PUBLIC_HOSTNAME is not set.', fix: 'Set PUBLIC_HOSTNAME to the platform\'s own host name.' }),
  check({ id: 'platform_mail_sender', title: 'Platform mail sender', status: 'warn' }),
  check({
    id: 'reverse_dns',
    title: 'Reverse DNS of sending IPs',
    status: 'fail',
    details: [
      { subject: '192.0.2.25', status: 'fail', found: 'no PTR record (HELO out1.example.com)' },
      { subject: '192.0.2.26', status: 'pass', found: 'PTR and HELO out2.example.com' },
    ],
  }),
  check({ id: 'port25_outbound', title: 'Outbound port 25', status: 'unknown' }),
  check({ id: 'agents_online', title: 'Agents online', status: 'pass' }),
]);

describe('SetupChecklistCard', () => {
  it('lists every item with its status, what was found and the exact fix while any does not pass', async () => {
    mockApiGet({ '/api/admin/setup-checklist': failing });
    renderWithProviders(<SetupChecklistCard />);

    const card = await screen.findByRole('region', { name: 'Set-up checklist' });
    expect(card).toHaveTextContent('2 fail · 1 warning · 1 unknown · 1 pass');
    const publicHostname = within(card).getByRole('listitem', { name: 'Public host name' });
    expect(publicHostname).toHaveTextContent('Fail');
    expect(publicHostname).toHaveTextContent('PUBLIC_HOSTNAME is not set.');
    expect(publicHostname).toHaveTextContent("Fix: Set PUBLIC_HOSTNAME to the platform's own host name.");
    expect(within(card).getByRole('listitem', { name: 'Platform mail sender' })).toHaveTextContent('Warning');
    expect(within(card).getByRole('listitem', { name: 'Outbound port 25' })).toHaveTextContent('Unknown');
    const agents = within(card).getByRole('listitem', { name: 'Agents online' });
    expect(agents).toHaveTextContent('Pass');
    expect(agents).not.toHaveTextContent('Fix:');
    const reverseDns = within(card).getByRole('listitem', { name: 'Reverse DNS of sending IPs' });
    expect(reverseDns).toHaveTextContent('192.0.2.25: no PTR record (HELO out1.example.com)');
    expect(reverseDns).toHaveTextContent('192.0.2.26: PTR and HELO out2.example.com');
    expect(within(card).queryByRole('button', { name: /checks/ })).not.toBeInTheDocument();
  });

  it('folds to one line once every item passes, and opens again on demand', async () => {
    const user = userEvent.setup();
    mockApiGet({ '/api/admin/setup-checklist': checklist([check({ id: 'public_hostname', title: 'Public host name', status: 'pass' }), check({ id: 'agents_online', title: 'Agents online', status: 'pass' })]) });
    renderWithProviders(<SetupChecklistCard />);

    const card = await screen.findByRole('region', { name: 'Set-up checklist' });
    expect(card).toHaveTextContent('All 2 checks pass.');
    expect(within(card).queryByRole('listitem')).not.toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'Show checks' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);

    expect(within(card).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Hide checks' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows nothing when the checklist cannot be loaded, like every dashboard load (SPEC section 8)', async () => {
    const get = mockApiGet({});
    renderWithProviders(<SetupChecklistCard />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('/api/admin/setup-checklist'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Set-up checklist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
