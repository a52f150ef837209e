import type { SmtpCredential } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { domainFixture } from '../../test/accountFixtures';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SmtpCredentialsPage } from './SmtpCredentialsPage';

const connection = { host: 'smtp.platform.example', port: 2587, security: 'starttls', auth_methods: ['PLAIN', 'LOGIN'] } as const;
const credential: SmtpCredential = {
  _id: 'c1',
  email: 'app@mail.example.com',
  domain: 'mail.example.com',
  quota: 0,
  status: 'active',
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

function answers() {
  return {
    '/api/v1/smtp-credentials': { items: [credential], total: 1, page: 1, limit: 20, connection },
    '/api/v1/domains': { items: [domainFixture()], total: 1, page: 1, limit: 100 },
  };
}

function renderPage(route = '/account/smtp') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/smtp" element={<SmtpCredentialsPage />} />
      <Route path="/account/smtp/add" element={<SmtpCredentialsPage isAdding />} />
    </Routes>,
    { route },
  );
  return user;
}

describe('SmtpCredentialsPage', () => {
  it('shows server, port, STARTTLS and the login methods as a mail client asks for them', async () => {
    mockApiGet(answers());
    renderPage();

    const settings = await screen.findByRole('region', { name: 'Connection settings' });
    await within(settings).findByText('smtp.platform.example');
    expect(settings).toHaveTextContent('Port2587');
    expect(settings).toHaveTextContent('STARTTLS (required before logging in)');
    expect(settings).toHaveTextContent('PLAIN or LOGIN');
    expect(screen.getByRole('table', { name: 'SMTP credentials' })).toHaveTextContent('app@mail.example.com');
  });

  it('creates a credential at one of the account’s domains and shows its password once', async () => {
    mockApiGet({ ...answers(), '/api/v1/domains': { items: [domainFixture(), domainFixture({ _id: 'd2', domain: 'news.example.com' })], total: 2, page: 1, limit: 100 } });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { credential, smtp_password: 'pw-once-123', connection } });
    const user = renderPage('/account/smtp/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add SMTP Credential' });
    await within(dialog).findByRole('option', { name: '@news.example.com' });
    expect(within(dialog).getByLabelText('Domain')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('User name'), 'app');
    await user.selectOptions(within(dialog).getByLabelText('Domain'), '@mail.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Credential' }));

    expect(await screen.findByLabelText('SMTP password (copy now):')).toHaveValue('pw-once-123');
    expect(post).toHaveBeenCalledWith('/api/v1/smtp-credentials', { email: 'app@mail.example.com', quota: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('SMTP credential created');
  });

  it('starts on the only domain of an account that has one', async () => {
    mockApiGet(answers());
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { credential, smtp_password: 'pw-once-123', connection } });
    const user = renderPage('/account/smtp/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add SMTP Credential' });
    await waitFor(() => expect(within(dialog).getByLabelText('Domain')).toHaveValue('mail.example.com'));
    await user.type(within(dialog).getByLabelText('User name'), 'app');
    await user.click(within(dialog).getByRole('button', { name: 'Create Credential' }));

    await screen.findByLabelText('SMTP password (copy now):');
    expect(post).toHaveBeenCalledWith('/api/v1/smtp-credentials', { email: 'app@mail.example.com', quota: 0 });
  });

  it('rotates the password after a warning and shows the new one once', async () => {
    mockApiGet(answers());
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { credential, smtp_password: 'pw-new-456', connection } });
    const user = renderPage();

    await user.click(await screen.findByText('app@mail.example.com'));
    await user.click(screen.getByRole('button', { name: 'Rotate Password' }));
    const warning = screen.getByRole('dialog', { name: 'Rotate Password' });
    expect(warning).toHaveTextContent('replaces the current one');
    await user.click(within(warning).getByRole('button', { name: 'Rotate' }));

    expect(await screen.findByLabelText('New SMTP password (copy now):')).toHaveValue('pw-new-456');
    expect(post).toHaveBeenCalledWith('/api/v1/smtp-credentials/c1/rotate');
  });

  it('disables an active credential', async () => {
    mockApiGet(answers());
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...credential, status: 'inactive' } });
    const user = renderPage();

    await user.click(await screen.findByText('app@mail.example.com'));
    await user.click(screen.getByRole('button', { name: 'Disable' }));

    expect(await screen.findByRole('status')).toHaveTextContent('SMTP credential updated');
    expect(patch).toHaveBeenCalledWith('/api/v1/smtp-credentials/c1', { status: 'inactive' });
  });

  it('deletes a credential once its address is typed', async () => {
    mockApiGet(answers());
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: '' });
    const user = renderPage();

    await user.click(await screen.findByText('app@mail.example.com'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete SMTP Credential' });
    await user.type(within(dialog).getByLabelText('Type app@mail.example.com to confirm'), 'app@mail.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('status')).toHaveTextContent('SMTP credential deleted');
    expect(remove).toHaveBeenCalledWith('/api/v1/smtp-credentials/c1');
  });
});
