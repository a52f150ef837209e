import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { domainDetailFixture, profileFixture } from '../../test/accountFixtures';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AddDomainDialog } from './AddDomainDialog';

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <Routes>
      <Route path="/account/domains/add" element={<AddDomainDialog onClose={() => undefined} />} />
      <Route path="/account/domains/:domainId" element={<h1>Domain page</h1>} />
    </Routes>,
    { route: '/account/domains/add' },
  );
  return user;
}

describe('AddDomainDialog', () => {
  it('names the account’s domain limit and refuses a name that is not a domain without asking the server', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ domain_limit: 2 }) });
    const post = vi.spyOn(api, 'post');
    const user = renderDialog();

    expect(await screen.findByText(/Your account may have 2 domains/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Domain'), 'not a domain');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));

    expect(screen.getByText('Enter a domain name such as mail.example.com')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds the domain and opens its page with the records to publish', async () => {
    mockApiGet({ '/api/v1/account': profileFixture(), '/api/v1/domains': { items: [], total: 0, page: 1, limit: 20 } });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 201, data: domainDetailFixture() });
    const user = renderDialog();

    await user.type(screen.getByLabelText('Domain'), ' Mail.Example.com ');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));

    expect(await screen.findByRole('heading', { name: 'Domain page' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/v1/domains', { domain: 'mail.example.com' });
    expect(screen.getByRole('status')).toHaveTextContent('Domain created');
  });

  it('shows the server’s reason beneath the field when it refuses (the domain limit is reached)', async () => {
    mockApiGet({ '/api/v1/account': profileFixture({ domain_limit: 1 }) });
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(409, { statusCode: 409, message: 'Domain limit reached: this account may have 1 domain', error: 'Conflict' }));
    const user = renderDialog();

    await user.type(screen.getByLabelText('Domain'), 'second.example.com');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));

    expect(await screen.findByText('Domain limit reached: this account may have 1 domain')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save domain');
    expect(screen.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows why a name under another account's verified domain is refused (issue 26)", async () => {
    const reason = 'Domain news.example.com is under example.com, which another account has verified: only that account can add it';
    vi.spyOn(api, 'post').mockRejectedValue(axiosErrorWithStatus(403, { statusCode: 403, message: reason, error: 'Forbidden' }));
    const user = renderDialog();

    await user.type(screen.getByLabelText('Domain'), 'news.example.com');
    await user.click(screen.getByRole('button', { name: 'Add Domain' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText('Domain')).toHaveAttribute('aria-invalid', 'true');
  });
});
