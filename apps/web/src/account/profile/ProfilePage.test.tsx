import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { profileFixture } from '../../test/accountFixtures';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ProfilePage } from './ProfilePage';

function renderProfile() {
  mockApiGet({ '/api/v1/account': profileFixture() });
  const user = userEvent.setup();
  renderWithProviders(<ProfilePage />);
  return user;
}

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation: string) {
  const card = await screen.findByRole('region', { name: 'Password' });
  await user.type(within(card).getByLabelText('Current password'), current);
  await user.type(within(card).getByLabelText('New password'), next);
  await user.type(within(card).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(card).getByRole('button', { name: 'Change password' }));
}

describe('ProfilePage', () => {
  it('saves the names', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: profileFixture({ firstName: 'Annie' }) });
    const user = renderProfile();

    const names = await screen.findByRole('region', { name: 'Your name' });
    await user.clear(within(names).getByLabelText('First name'));
    await user.type(within(names).getByLabelText('First name'), 'Annie');
    await user.click(within(names).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated');
    expect(patch).toHaveBeenCalledWith('/api/v1/account', { firstName: 'Annie', lastName: 'Lee' });
  });

  it('says "Passwords do not match" and sends nothing when the new password and its confirmation differ', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderProfile();

    await fillPasswords(user, 'old-password', 'new-password-1', 'new-password-2');

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Passwords do not match$/);
    expect(post).not.toHaveBeenCalled();
  });

  it('changes the password with the current one and says "Password changed"', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { message: 'Password changed' } });
    const user = renderProfile();

    await fillPasswords(user, 'old-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(post).toHaveBeenCalledWith('/api/v1/account/password', { current_password: 'old-password', new_password: 'new-password-1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the server’s reason when the current password is wrong', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(400, { statusCode: 400, message: ['The current password is wrong'], error: 'Bad Request' }));
    const user = renderProfile();

    await fillPasswords(user, 'wrong', 'new-password-1', 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password: The current password is wrong');
  });
});
