import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { domainFixture } from '../../test/accountFixtures';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TestMessagePage } from './TestMessagePage';

function renderPage() {
  mockApiGet({
    '/api/v1/domains': { items: [domainFixture({ can_send: true }), domainFixture({ _id: 'd2', domain: 'new.example.com' })], total: 2, page: 1, limit: 100 },
  });
  const user = userEvent.setup();
  renderWithProviders(<TestMessagePage />);
  return user;
}

async function sendTo(user: ReturnType<typeof userEvent.setup>, domain: string, to: string) {
  await screen.findByRole('option', { name: new RegExp(`^${domain}`) });
  await user.selectOptions(screen.getByLabelText('Domain'), screen.getByRole('option', { name: new RegExp(`^${domain}`) }));
  await user.type(screen.getByLabelText('Recipient'), to);
  await user.click(screen.getByRole('button', { name: 'Send test message' }));
}

describe('TestMessagePage', () => {
  it('marks domains that cannot send yet and needs a domain and a recipient', async () => {
    const post = vi.spyOn(api, 'post');
    const user = renderPage();

    expect(await screen.findByRole('option', { name: 'new.example.com (not ready to send)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send test message' }));

    expect(screen.getByText('Domain is required')).toBeInTheDocument();
    expect(screen.getByText('Recipient is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends from the chosen domain and links to the message’s page', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 202, data: { id: 'm9', message_id: 'x@mail.example.com', recipients: ['me@inbox.example'], status: 'queued' } });
    const user = renderPage();

    await sendTo(user, 'mail.example.com', 'me@inbox.example');

    expect(await screen.findByRole('link', { name: 'Follow the message' })).toHaveAttribute('href', '/account/messages/m9');
    expect(post).toHaveBeenCalledWith('/api/v1/test-message', { domain_id: 'd1', to: 'me@inbox.example' });
    expect(screen.getByRole('status')).toHaveTextContent('Test message sent');
  });

  it('shows the server’s reason when it refuses (an unconfirmed account)', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(403, { statusCode: 403, message: 'Confirm your e-mail address before sending', error: 'Forbidden' }));
    const user = renderPage();

    await sendTo(user, 'mail.example.com', 'me@inbox.example');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send test message: Confirm your e-mail address before sending');
  });
});
