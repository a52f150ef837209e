import type { Domain, ListResponse, User } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SmtpAccountFormDialog } from './SmtpAccountFormDialog';

const list = <T,>(items: T[]): ListResponse<T> => ({ items, total: items.length, page: 1, limit: 100 });

describe('SmtpAccountFormDialog', () => {
  it("offers the chosen user's domains, sends quota 0 as a number by default and shows the SMTP password once", async () => {
    const get = mockApiGet({
      '/api/admin/users': list([{ _id: 'user-ann', email: 'ann@example.com' } as User]),
      '/api/admin/domains': list([{ _id: 'domain-1', domain: 'example.com' } as Domain]),
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { _id: 'smtp-1', smtp_password: 'generated-once' } });
    const onClose = vi.fn();
    renderWithProviders(<SmtpAccountFormDialog onClose={onClose} />);
    const events = userEvent.setup();

    expect(screen.getByLabelText('Quota')).toHaveValue(0);
    expect(screen.getByLabelText('Domain')).toBeDisabled();
    await events.type(screen.getByLabelText('Email'), 'news@example.com');
    await within(screen.getByLabelText('User')).findByRole('option', { name: 'ann@example.com' });
    await events.selectOptions(screen.getByLabelText('User'), 'ann@example.com');
    await within(screen.getByLabelText('Domain')).findByRole('option', { name: 'example.com' });
    await events.selectOptions(screen.getByLabelText('Domain'), 'example.com');
    await events.click(screen.getByRole('button', { name: 'Create SMTP Account' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/smtp-accounts', {
        email: 'news@example.com',
        user_id: 'user-ann',
        domain: 'example.com',
        quota: 0,
        status: 'active',
      }),
    );
    expect(paramsOfGets(get, '/api/admin/domains')).toContainEqual({ user_id: 'user-ann', page: 1, limit: 100 });
    expect(await screen.findByLabelText('SMTP password (copy now):')).toHaveValue('generated-once');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the e-mail fixed on edit and sends it no more', async () => {
    mockApiGet({ '/api/admin/users': list<User>([]), '/api/admin/domains': list<Domain>([]) });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    const account = { _id: 'smtp-1', email: 'news@example.com', domain: 'example.com', user_id: 'user-ann', quota: 100, status: 'inactive' } as const;
    renderWithProviders(<SmtpAccountFormDialog account={account as never} onClose={vi.fn()} />);
    const events = userEvent.setup();

    expect(screen.getByLabelText('Email')).toBeDisabled();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/api/admin/smtp-accounts/smtp-1', { user_id: 'user-ann', domain: 'example.com', quota: 100, status: 'inactive' }),
    );
  });
});
