import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { webhookAttemptFixture, webhookFixture } from '../../test/webhookFixtures';
import { WebhookPage } from './WebhookPage';

const attempts = [
  webhookAttemptFixture({ _id: 'a2', result: 'succeeded', status_code: 200, duration_ms: 35, response_excerpt: 'ok', attempt: 2 }),
  webhookAttemptFixture({ _id: 'a1', status_code: null, duration_ms: 10_000, response_excerpt: 'Timed out after 10000 ms' }),
];

function answers(endpoint = webhookFixture()) {
  return {
    '/api/v1/webhooks/w1': endpoint,
    '/api/v1/webhooks/w1/attempts': { items: attempts, total: 2, page: 1, limit: 20 },
  };
}

function renderPage() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/webhooks/:webhookId" element={<WebhookPage />} />
      <Route path="/account/webhooks" element={<h1>Webhook list</h1>} />
    </Routes>,
    { route: '/account/webhooks/w1' },
  );
  return user;
}

describe('WebhookPage', () => {
  it('lists each attempt with its time, event, status code, duration and response excerpt', async () => {
    mockApiGet(answers());
    renderPage();

    expect(await screen.findByRole('heading', { name: 'https://hooks.example.com/mail-events' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Attempts' });
    await within(table).findByText('ok');
    const [, succeeded, timedOut] = within(table).getAllByRole('row');
    expect(succeeded).toHaveTextContent('message.delivered');
    expect(succeeded).toHaveTextContent('Try 2');
    expect(succeeded).toHaveTextContent('200');
    expect(succeeded).toHaveTextContent('35 ms');
    expect(timedOut).toHaveTextContent('No answer');
    expect(timedOut).toHaveTextContent('10000 ms');
    expect(timedOut).toHaveTextContent('Timed out after 10000 ms');
  });

  it('replays an attempt', async () => {
    const get = mockApiGet(answers());
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 202, data: { message: 'Replay queued', webhook_id: 'msg_1' } });
    const user = renderPage();

    const table = await screen.findByRole('table', { name: 'Attempts' });
    await within(table).findByText('ok');
    const readsBefore = get.mock.calls.filter(([url]) => url === '/api/v1/webhooks/w1/attempts').length;
    await user.click(within(within(table).getAllByRole('row')[2]!).getByRole('button', { name: /^Replay/ }));

    expect(post).toHaveBeenCalledWith('/api/v1/webhooks/w1/attempts/a1/replay');
    expect(await screen.findByRole('status')).toHaveTextContent('Replay queued');
    // The new attempt is read without waiting for the next refresh.
    expect(get.mock.calls.filter(([url]) => url === '/api/v1/webhooks/w1/attempts').length).toBeGreaterThan(readsBefore);
  });

  it('disables an enabled endpoint and shows why the platform switched one off', async () => {
    mockApiGet(answers());
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: webhookFixture({ enabled: false }) });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(patch).toHaveBeenCalledWith('/api/v1/webhooks/w1', { enabled: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Webhook updated');
  });

  it('offers Enable for an endpoint the platform switched off, with its reason', async () => {
    mockApiGet(answers(webhookFixture({ enabled: false, disabled_reason: 'Disabled after 20 failed attempts in a row', consecutive_failures: 20 })));
    renderPage();

    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('Switched off by the platform: Disabled after 20 failed attempts in a row')).toBeInTheDocument();
    expect(screen.getByText('Disabled after failures')).toBeInTheDocument();
  });

  it('edits the URL, description and events', async () => {
    mockApiGet(answers());
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: webhookFixture() });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Webhook' });
    expect(within(dialog).getByRole('checkbox', { name: 'message.delivered' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'message.opened' })).not.toBeChecked();
    await user.clear(within(dialog).getByLabelText('URL'));
    await user.type(within(dialog).getByLabelText('URL'), 'https://new.example.com/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: 'message.clicked' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(patch).toHaveBeenCalledWith('/api/v1/webhooks/w1', {
      url: 'https://new.example.com/hook',
      description: 'CRM',
      event_types: ['message.delivered', 'message.bounced', 'message.clicked'],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Webhook updated');
    expect(screen.queryByRole('dialog', { name: 'Edit Webhook' })).not.toBeInTheDocument();
  });

  it('rotates the secret after a warning and shows the new one once', async () => {
    mockApiGet(answers());
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...webhookFixture(), secret: 'whsec_New456' } });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Rotate Secret' }));
    const warning = screen.getByRole('dialog', { name: 'Rotate Secret' });
    expect(warning).toHaveTextContent('the current one also signs for a grace period');
    await user.click(within(warning).getByRole('button', { name: 'Rotate' }));

    expect(await screen.findByLabelText('New signing secret (copy now):')).toHaveValue('whsec_New456');
    expect(post).toHaveBeenCalledWith('/api/v1/webhooks/w1/rotate-secret');
  });

  it('deletes the endpoint once its URL is typed, then returns to the list', async () => {
    mockApiGet(answers());
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ status: 204 });
    const user = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Webhook' });
    await user.type(within(dialog).getByRole('textbox'), 'https://hooks.example.com/mail-events');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(remove).toHaveBeenCalledWith('/api/v1/webhooks/w1');
    expect(await screen.findByRole('heading', { name: 'Webhook list' })).toBeInTheDocument();
  });
});
