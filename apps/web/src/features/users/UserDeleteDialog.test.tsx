import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User, UserDeletionConflictBody } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UserDeleteDialog } from './UserDeleteDialog';

const user = { _id: 'user-1', email: 'owner@example.com' } as User;
const conflict: UserDeletionConflictBody = {
  statusCode: 409,
  error: 'Conflict',
  message: 'User owner@example.com still owns …',
  holdings: {
    domains: { count: 12, names: Array.from({ length: 10 }, (_, index) => `d${index}.example`) },
    smtp_accounts: { count: 1, names: ['news@d0.example'] },
    plans: { count: 0, names: [] },
    agents: { count: 1, names: ['edge-7'] },
  },
};

describe('UserDeleteDialog', () => {
  it('lists what the user still owns when the server refuses, and deletes everything once that is confirmed', async () => {
    const remove = vi.spyOn(api, 'delete').mockRejectedValueOnce(axiosErrorWithStatus(409, conflict)).mockResolvedValueOnce({ data: null });
    const onDeleted = vi.fn();
    renderWithProviders(<UserDeleteDialog user={user} onDeleted={onDeleted} onCancel={() => undefined} />);
    const events = userEvent.setup();

    await events.type(screen.getByLabelText('Type owner@example.com to confirm'), 'owner@example.com');
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/admin/users/user-1', undefined));

    const cascade = await screen.findByRole('dialog', { name: 'Delete User and Everything It Owns' });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      `12 domains: ${conflict.holdings.domains.names.join(', ')}, …`,
      '1 SMTP account: news@d0.example',
      '1 agent: edge-7',
    ]);
    expect(cascade).toHaveTextContent('still queued is not sent: it is logged as failed');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText(/Failed to delete user/)).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(remove).toHaveBeenLastCalledWith('/api/admin/users/user-1', { params: { cascade: 'true' } }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(await screen.findByRole('status')).toHaveTextContent('User deleted');
  });

  it('deletes a user who owns nothing at once, without the cascade', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValueOnce({ data: null });
    const onDeleted = vi.fn();
    renderWithProviders(<UserDeleteDialog user={user} onDeleted={onDeleted} onCancel={() => undefined} />);
    const events = userEvent.setup();
    await events.type(screen.getByLabelText('Type owner@example.com to confirm'), 'owner@example.com');
    await events.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith('/api/admin/users/user-1', undefined);
  });
});
