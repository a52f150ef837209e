import type { User } from '@platform/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UserFormDialog } from './UserFormDialog';

const existingUser: User = {
  _id: 'user-1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  role: 'support-readonly',
  status: 'inactive',
  domain_limit: 3,
  plan_type: 'bulletproof',
  createdAt: '2025-01-02T03:04:05.000Z',
  updatedAt: '2025-01-02T03:04:05.000Z',
  last_login: null,
  email_confirmed: true,
  approval: 'approved',
};

async function fillNewUser(email: string, password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  return user;
}

describe('UserFormDialog', () => {
  it('shows "Passwords do not match" and sends nothing when the confirmation differs on create', async () => {
    const post = vi.spyOn(api, 'post');
    const onClose = vi.fn();
    renderWithProviders(<UserFormDialog onClose={onClose} />);

    const user = await fillNewUser('new@example.com', 'secret-one', 'secret-two');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(post).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a new user as role client, status active, domain limit 0, plan normal, and sends those', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...existingUser, _id: 'user-2' } });
    const onClose = vi.fn();
    renderWithProviders(<UserFormDialog onClose={onClose} />);

    expect(screen.getByLabelText('Role')).toHaveValue('client');
    expect(screen.getByLabelText('Status')).toHaveValue('active');
    expect(screen.getByLabelText('Domain limit')).toHaveValue(0);
    expect(screen.getByLabelText('Plan type')).toHaveValue('normal');

    const user = await fillNewUser('new@example.com', 'same-secret', 'same-secret');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('status')).toHaveTextContent('User created');
    expect(post).toHaveBeenCalledWith('/api/admin/users', {
      firstName: '',
      lastName: '',
      email: 'new@example.com',
      password: 'same-secret',
      role: 'client',
      status: 'active',
      domain_limit: 0,
      plan_type: 'normal',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the e-mail fixed on edit and sends neither e-mail nor password', async () => {
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: existingUser });
    renderWithProviders(<UserFormDialog user={existingUser} onClose={vi.fn()} />);

    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Domain limit'));
    await user.type(screen.getByLabelText('Domain limit'), '7');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('User updated');
    expect(patch).toHaveBeenCalledWith('/api/admin/users/user-1', {
      firstName: 'Ann',
      lastName: 'Lee',
      role: 'support-readonly',
      status: 'inactive',
      domain_limit: 7,
      plan_type: 'bulletproof',
    });
  });

  it('shows "Failed to save user" with the server reason when the server refuses the user', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(
      axiosErrorWithStatus(409, { statusCode: 409, message: 'Email already exists', error: 'Conflict' }),
    );
    const onClose = vi.fn();
    renderWithProviders(<UserFormDialog onClose={onClose} />);

    const user = await fillNewUser('taken@example.com', 'same-secret', 'same-secret');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save user: Email already exists');
    expect(onClose).not.toHaveBeenCalled();
  });
});
