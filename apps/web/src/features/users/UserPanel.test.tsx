import type { User } from '@platform/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { reputationAnswers } from '../../test/reputationFixtures';
import { UserPanel } from './UserPanel';

const ann: User = {
  _id: 'u1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'client',
  status: 'active',
  domain_limit: 0,
  plan_type: 'normal',
  createdAt: '2024-03-01T00:00:00.000Z',
  updatedAt: '2024-03-01T00:00:00.000Z',
  last_login: null,
  email_confirmed: true,
  approval: 'approved',
};
const pendingAnn: User = { ...ann, email_confirmed: false, approval: 'pending' };
const stats = { domain_count: 0, smtp_count: 0, total_sent: 0, agent_count: 0, ip_count: 0, last_30d_sent: 0, domains: [] };

async function clickLiftLockout() {
  mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': { user: ann, stats } });
  renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Lift Lockout' }));
}

describe('UserPanel', () => {
  it('lifts the user\'s sign-in lockout and says "Lockout lifted"', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { locks_lifted: 1 } });

    await clickLiftLockout();

    expect(await screen.findByRole('status')).toHaveTextContent('Lockout lifted');
    expect(post).toHaveBeenCalledWith('/api/admin/users/u1/unlock');
  });

  it('says "Failed to lift lockout" when the server refuses', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(403, { message: 'This session is read-only' }));

    await clickLiftLockout();

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to lift lockout$/);
  });

  it('shows whether the e-mail address is confirmed and the approval, and offers no Approve for an approved account', async () => {
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': { user: ann, stats } });
    renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);

    expect(await screen.findByText('E-mail confirmed')).toBeInTheDocument();
    expect(detailValue('E-mail confirmed')).toBe('Yes');
    expect(detailValue('Approval')).toBe('Approved');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm E-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Confirmation' })).not.toBeInTheDocument();
  });

  it('confirms an unconfirmed address: "E-mail address confirmed", and the badge and buttons go after the refresh', async () => {
    let current: User = { ...ann, email_confirmed: false };
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': () => ({ user: current, stats }) });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      current = { ...ann, email_confirmed: true };
      return { data: current };
    });
    renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm E-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^E-mail address confirmed$/);
    expect(post).toHaveBeenCalledWith('/api/admin/users/u1/confirm-email');
    await waitFor(() => expect(detailValue('E-mail confirmed')).toBe('Yes'));
    expect(screen.queryByText('E-mail unconfirmed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend Confirmation' })).not.toBeInTheDocument();
  });

  it("resends the confirmation and says where it went; a failure shows the mail server's reason", async () => {
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': { user: { ...ann, email_confirmed: false }, stats } });
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ data: { message: 'Confirmation link kept in the console mailbox for ann@example.com', mail_route: 'console_mailbox' } })
      .mockRejectedValueOnce(axiosErrorWithStatus(503, { message: 'The confirmation link could not be sent: connect ECONNREFUSED' }));
    renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Confirmation link kept in the console mailbox for ann@example.com');
    expect(post).toHaveBeenCalledWith('/api/admin/users/u1/resend-confirmation');

    await user.click(screen.getByRole('button', { name: 'Resend Confirmation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send the confirmation link: The confirmation link could not be sent: connect ECONNREFUSED',
    );
  });

  it('approves a pending account, says "User approved" and shows the account approved after the refresh', async () => {
    let current = pendingAnn;
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': () => ({ user: current, stats }) });
    const post = vi.spyOn(api, 'post').mockImplementation(async () => {
      current = { ...pendingAnn, approval: 'approved' };
      return { data: current };
    });
    renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);

    expect(await screen.findByText('Pending approval')).toBeInTheDocument();
    expect(screen.getByText('E-mail unconfirmed')).toBeInTheDocument();
    expect(detailValue('E-mail confirmed')).toBe('No');
    expect(detailValue('Approval')).toBe('Pending');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/^User approved$/);
    expect(post).toHaveBeenCalledWith('/api/admin/users/u1/approve');
    await waitFor(() => expect(detailValue('Approval')).toBe('Approved'));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending approval')).not.toBeInTheDocument();
  });

  it('says "Failed to approve user" when the server refuses, and the account stays pending', async () => {
    mockApiGet({ ...reputationAnswers('u1'), '/api/admin/users/u1': { user: pendingAnn, stats } });
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(403, { message: 'This session is read-only' }));
    renderWithProviders(<UserPanel userId="u1" onClose={() => {}} />);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to approve user$/);
    expect(detailValue('Approval')).toBe('Pending');
  });
});

/** The value shown beside a label in the panel's details. */
function detailValue(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}
