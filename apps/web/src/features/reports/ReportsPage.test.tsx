import type { DeliveryLogEntry } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ReportsPage } from './ReportsPage';

const LOGS_PATH = '/api/admin/reports/logs';

function logPage(page: number, count: number, total: number) {
  const items: DeliveryLogEntry[] = Array.from({ length: count }, (_, index) => ({
    _id: `log-${page}-${index}`,
    message_id: `m-${page}-${index}`,
    from: 'news@shop.example',
    to: `reader${(page - 1) * 10 + index + 1}@example.com`,
    status: index === 0 ? 'bounced' : 'delivered',
    response: '',
    source_ip: index === 0 ? '203.0.113.9' : null,
    agent_hostname: null,
    domain: 'shop.example',
    user_id: null,
    bounce_reason: index === 0 ? 'blocked' : null,
    bounce_reason_source: index === 0 ? 'text' : null,
    ...(index === 1 ? { tls: { version: 'TLSv1.2', verified: true, mta_sts: 'none' as const } } : {}),
    created_at: '2024-03-02T10:00:00.000Z',
  }));
  return { items, total, page, limit: 10 };
}

const summary = { items: [], total: 1200, delivered: 1150, bounced: 50, bounce_rate: 4.17, date_from: '2024-03-01T00:00:00.000Z', date_to: '2024-03-07T12:00:00.000Z' };

describe('ReportsPage', () => {
  it('shows Total, Delivered, Bounced and Bounce Rate from the summary read without a range', async () => {
    const get = mockApiGet({ '/api/admin/reports/summary': summary, [LOGS_PATH]: logPage(1, 0, 0) });
    renderWithProviders(<ReportsPage />);

    const cards = screen.getByRole('region', { name: 'Summary' });
    await within(cards).findByText('1,200');
    expect(cards).toHaveTextContent(/Total\s*1,200/);
    expect(cards).toHaveTextContent(/Delivered\s*1,150/);
    expect(cards).toHaveTextContent(/Bounced\s*50/);
    expect(cards).toHaveTextContent(/Bounce Rate\s*4.17%/);
    expect(paramsOfGets(get, '/api/admin/reports/summary')).toEqual([{}]);
    expect(await screen.findByText('No log entries yet.')).toBeInTheDocument();
  });

  it('lists from, to, status, source IP and time, and pages through the log ten at a time', async () => {
    const get = mockApiGet({
      '/api/admin/reports/summary': summary,
      [LOGS_PATH]: (params) => (params?.page === 2 ? logPage(2, 3, 13) : logPage(1, 10, 13)),
    });
    renderWithProviders(<ReportsPage />);

    const logs = await screen.findByRole('list', { name: 'Recent Logs' });
    expect(within(logs).getAllByRole('listitem')).toHaveLength(10);
    const first = within(logs).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('news@shop.example');
    expect(first).toHaveTextContent('reader1@example.com');
    expect(within(first).getByText('Bounced')).toHaveClass('badge--bounced');
    expect(first).toHaveTextContent('203.0.113.9');
    expect(within(first).getByText(new Date('2024-03-02T10:00:00.000Z').toLocaleString())).toBeInTheDocument();
    expect(first).not.toHaveTextContent('TLS:');
    expect(within(logs).getAllByRole('listitem')[1]).toHaveTextContent('TLS: TLSv1.2, certificate verified');
    expect(screen.getByText('Showing 10 items')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByText('reader11@example.com');
    expect(screen.getByText('Showing 3 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(paramsOfGets(get, LOGS_PATH)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('reader1@example.com');
  });

  it('searches the log by the start of the recipient, says so, and pages an uncounted answer with More', async () => {
    const get = mockApiGet({
      '/api/admin/reports/summary': summary,
      [LOGS_PATH]: (params) => {
        if (!params?.recipient) return logPage(1, 10, 40);
        const page = params.page === 2 ? logPage(2, 1, 0) : logPage(1, 10, 0);
        return { ...page, total: null, has_more: params.page !== 2 };
      },
    });
    renderWithProviders(<ReportsPage />);
    const user = userEvent.setup();

    const search = await screen.findByRole('searchbox', { name: 'Search the log by recipient' });
    expect(search).toHaveAttribute('placeholder', 'Recipient starts with…');
    expect(search).toHaveAccessibleDescription(
      'Finds entries whose recipient address starts with the text, in any case, by recipient, then newest first.',
    );
    await user.type(search, 'Reader{Enter}');
    await waitFor(() => expect(paramsOfGets(get, LOGS_PATH)).toContainEqual({ page: 1, limit: 10, recipient: 'Reader' }));
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await screen.findByText('Showing 1 item');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(paramsOfGets(get, LOGS_PATH)).toContainEqual({ page: 2, limit: 10, recipient: 'Reader' });
  });

  it('shows a failure\'s reason and filters the log by reason, starting again at page 1', async () => {
    const get = mockApiGet({ '/api/admin/reports/summary': summary, [LOGS_PATH]: () => logPage(1, 10, 40) });
    renderWithProviders(<ReportsPage />, { route: '/myproadmin/reports?page=2' });
    const user = userEvent.setup();

    expect(await screen.findByText('Blocked (IP or domain)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Failure reason'), 'Authentication failure');
    await waitFor(() => expect(paramsOfGets(get, LOGS_PATH).at(-1)).toEqual({ page: 1, limit: 10, bounce_reason: 'authentication_failure' }));
  });

  it('separates the recipients of a message logged with several of them', async () => {
    const page = logPage(1, 1, 1);
    mockApiGet({ '/api/admin/reports/summary': summary, [LOGS_PATH]: { ...page, items: [{ ...page.items[0]!, to: ['a@x.org', 'b@x.org'] }] } });
    renderWithProviders(<ReportsPage />);

    const logs = await screen.findByRole('list', { name: 'Recent Logs' });
    expect(within(logs).getByRole('listitem')).toHaveTextContent(/news@shop\.example\s*→\s*to\s*a@x\.org, b@x\.org/);
  });

  it('sums the per-day items when the summary carries no flat totals', async () => {
    const days = [
      { date: '2024-03-01', total: 10, delivered: 9, bounced: 1 },
      { date: '2024-03-02', total: 5, delivered: 3, bounced: 2 },
    ];
    mockApiGet({ '/api/admin/reports/summary': { items: days, bounce_rate: 20, date_from: summary.date_from, date_to: summary.date_to }, [LOGS_PATH]: logPage(1, 0, 0) });
    renderWithProviders(<ReportsPage />);

    const cards = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() => expect(cards).toHaveTextContent(/Total\s*15/));
    expect(cards).toHaveTextContent(/Delivered\s*12/);
    expect(cards).toHaveTextContent(/Bounced\s*3/);
  });

  it('fails silently: no notice, and no item count, when the reports cannot load', async () => {
    mockApiGet({}).mockRejectedValue(axiosErrorWithStatus(403));
    renderWithProviders(<ReportsPage />);

    await screen.findByText('No log entries yet.');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/Total\s*-/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing \d+ items?/)).not.toBeInTheDocument();
  });
});
