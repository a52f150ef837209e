import { WEBHOOK_EVENT_TYPES } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { webhookFixture } from '../../test/webhookFixtures';
import { WebhooksPage } from './WebhooksPage';

function listOf(...items: ReturnType<typeof webhookFixture>[]) {
  return { '/api/v1/webhooks': { items, total: items.length, page: 1, limit: 20 } };
}

function renderPage(route = '/account/webhooks') {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/webhooks" element={<WebhooksPage />} />
      <Route path="/account/webhooks/add" element={<WebhooksPage isAdding />} />
    </Routes>,
    { route },
  );
  return user;
}

describe('WebhooksPage', () => {
  it('lists each endpoint with its URL, events, state and failures', async () => {
    mockApiGet(
      listOf(
        webhookFixture(),
        webhookFixture({
          _id: 'w2',
          url: 'https://old.example.com/hook',
          description: '',
          event_types: [...WEBHOOK_EVENT_TYPES],
          enabled: false,
          disabled_reason: 'Disabled after 20 failed attempts in a row',
          consecutive_failures: 20,
        }),
      ),
    );
    renderPage();

    const table = await screen.findByRole('table', { name: 'Webhooks' });
    await within(table).findByText('https://hooks.example.com/mail-events');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('https://hooks.example.com/mail-events');
    expect(first).toHaveTextContent('CRM');
    expect(first).toHaveTextContent('message.delivered, message.bounced');
    expect(first).toHaveTextContent('Enabled');
    expect(within(first!).getByRole('link', { name: 'https://hooks.example.com/mail-events' })).toHaveAttribute('href', '/account/webhooks/w1');
    expect(second).toHaveTextContent('All events');
    expect(second).toHaveTextContent('Disabled after failures');
    expect(second).toHaveTextContent('20 failures in a row');
  });

  it('adds an endpoint with the chosen events and shows its whsec_ secret once', async () => {
    mockApiGet(listOf());
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { ...webhookFixture(), secret: 'whsec_Once123' } });
    const user = renderPage('/account/webhooks/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(dialog).getByLabelText('URL'), ' https://hooks.example.com/mail-events ');
    await user.type(within(dialog).getByLabelText('Description'), 'CRM');
    // Every event is chosen at first; keep two.
    for (const type of WEBHOOK_EVENT_TYPES) {
      if (type !== 'message.opened' && type !== 'message.clicked') await user.click(within(dialog).getByRole('checkbox', { name: type }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    expect(await screen.findByLabelText('Signing secret (copy now):')).toHaveValue('whsec_Once123');
    expect(post).toHaveBeenCalledWith('/api/v1/webhooks', {
      url: 'https://hooks.example.com/mail-events',
      description: 'CRM',
      event_types: ['message.opened', 'message.clicked'],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Webhook created');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('asks for a URL and at least one event before sending anything', async () => {
    mockApiGet(listOf());
    const post = vi.spyOn(api, 'post');
    const user = renderPage('/account/webhooks/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    for (const type of WEBHOOK_EVENT_TYPES) await user.click(within(dialog).getByRole('checkbox', { name: type }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    expect(within(dialog).getByText('URL is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one event')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('URL'), 'ftp://files.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));
    expect(within(dialog).getByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a private address beneath the URL and as a notice', async () => {
    mockApiGet(listOf());
    const reason = 'Webhook URL host 10.0.0.5 resolves to 10.0.0.5, a loopback, private, link-local or otherwise non-public address';
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(400, { message: reason }));
    const user = renderPage('/account/webhooks/add');

    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook' });
    await user.type(within(dialog).getByLabelText('URL'), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('URL')).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('alert')).toHaveTextContent(`Failed to save webhook: ${reason}`);
    expect(screen.queryByLabelText('Signing secret (copy now):')).not.toBeInTheDocument();
  });
});
