import type { User } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
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
const stats = { domain_count: 0, smtp_count: 0, total_sent: 0, agent_count: 0, ip_count: 0, last_30d_sent: 0, domains: [] };

async function clickLiftLockout() {
  mockApiGet({ '/api/admin/users/u1': { user: ann, stats } });
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
});
