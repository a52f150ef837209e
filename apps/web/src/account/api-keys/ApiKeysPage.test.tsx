import type { ApiKey } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { domainFixture } from '../../test/accountFixtures';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ApiKeysPage } from './ApiKeysPage';

const billingKey: ApiKey = {
  _id: 'k1',
  name: 'Billing app',
  scope: 'sending',
  domain_id: 'd1',
  domain: 'mail.example.com',
  key_prefix: 'key_AbC1…',
  created_at: '2026-05-01T10:00:00.000Z',
  last_used_at: null,
};

function renderPage(route = '/account/api-keys') {
  mockApiGet({
    '/api/v1/api-keys': { items: [billingKey], total: 1, page: 1, limit: 20 },
    '/api/v1/domains': { items: [domainFixture()], total: 1, page: 1, limit: 100 },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/api-keys" element={<ApiKeysPage />} />
      <Route path="/account/api-keys/add" element={<ApiKeysPage isAdding />} />
    </Routes>,
    { route },
  );
  return user;
}

describe('ApiKeysPage', () => {
  it('lists each key with its name, prefix, scope, domain and last use', async () => {
    renderPage();

    const row = (await screen.findByText('Billing app')).closest('tr')!;
    expect(row).toHaveTextContent('key_AbC1…');
    expect(row).not.toHaveTextContent('key_AbC1……');
    expect(row).toHaveTextContent('Sending only');
    expect(row).toHaveTextContent('mail.example.com');
    expect(row).toHaveTextContent('Never');
  });

  it('creates a sending-only key held to one domain and shows the key once', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { ...billingKey, key: 'key_AbC1-full-secret' } });
    const user = renderPage('/account/api-keys/add');

    const dialog = await screen.findByRole('dialog', { name: 'Create API Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Name'), 'Billing app');
    await user.selectOptions(within(dialog).getByLabelText('Scope'), 'Sending only');
    await within(dialog).findByRole('option', { name: 'mail.example.com' });
    await user.selectOptions(within(dialog).getByLabelText('Domain'), 'mail.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create API Key' }));

    expect(await screen.findByLabelText('API key (copy now):')).toHaveValue('key_AbC1-full-secret');
    expect(post).toHaveBeenCalledWith('/api/v1/api-keys', { name: 'Billing app', scope: 'sending', domain_id: 'd1' });
  });

  it('creates a full-access key for every domain by default', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { ...billingKey, key: 'key_x' } });
    const user = renderPage('/account/api-keys/add');

    const dialog = await screen.findByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText('Name'), 'CI');
    await user.click(within(dialog).getByRole('button', { name: 'Create API Key' }));

    await screen.findByLabelText('API key (copy now):');
    expect(post).toHaveBeenCalledWith('/api/v1/api-keys', { name: 'CI', scope: 'full', domain_id: null });
  });

  it('revokes a key after asking', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204, data: '' });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Revoke Billing app' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Revoke API Key' })).getByRole('button', { name: 'Revoke' }));

    expect(await screen.findByRole('status')).toHaveTextContent('API key revoked');
    expect(remove).toHaveBeenCalledWith('/api/v1/api-keys/k1');
  });
});
