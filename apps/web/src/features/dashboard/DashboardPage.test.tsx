import type { DeliveryLogEntry, ReportSummary } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axiosErrorWithStatus } from '../../test/axiosErrors';
import { mockApiGet, paramsOfGets } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DashboardPage } from './DashboardPage';

vi.mock('react-chartjs-2', () => import('../../test/chartStub'));

const SUMMARY_PATH = '/api/admin/reports/summary';

function summaryOf(days: { total: number; delivered: number; bounced: number }[]): ReportSummary {
  const sum = (field: 'total' | 'delivered' | 'bounced') => days.reduce((total, day) => total + day[field], 0);
  return {
    items: days.map((day, index) => ({ date: `2024-03-0${index + 1}`, sent: day.total, ...day })),
    total: sum('total'),
    delivered: sum('delivered'),
    bounced: sum('bounced'),
    bounce_rate: 0,
    date_from: '2024-03-01T00:00:00.000Z',
    date_to: '2024-03-02T23:59:59.999Z',
  };
}

function logEntry(overrides: Partial<DeliveryLogEntry>): DeliveryLogEntry {
  return {
    _id: 'log-1',
    message_id: 'm-1',
    from: 'news@shop.example',
    to: 'ann@example.com',
    status: 'delivered',
    response: '250 OK',
    source_ip: null,
    agent_hostname: null,
    domain: 'shop.example',
    user_id: null,
    bounce_reason: null,
    bounce_reason_source: null,
    created_at: '2024-03-02T10:00:00.000Z',
    ...overrides,
  };
}

const list = (total: number, items: unknown[] = []) => ({ items, total, page: 1, limit: 1 });

function serveDashboard(overrides: Record<string, unknown> = {}) {
  return mockApiGet({
    '/api/admin/users': list(12),
    '/api/admin/domains': list(5),
    '/api/admin/smtp-accounts': list(8),
    '/api/admin/agents': (params) => list(params?.status === 'online' ? 2 : params?.status === 'offline' ? 1 : 3),
    [SUMMARY_PATH]: summaryOf([
      { total: 2, delivered: 2, bounced: 0 },
      { total: 1, delivered: 0, bounced: 1 },
    ]),
    '/api/admin/reports/logs': list(0),
    '/api/admin/setup-checklist': { items: [], checked_at: '2024-03-02T10:00:00.000Z', all_passed: true },
    '/api/health/ready': { status: 'ok', database: 'up', queue_lag_seconds: 0, route_problems: [] },
    ...overrides,
  });
}

describe('DashboardPage', () => {
  it('shows the four counts, each read with limit=1', async () => {
    const get = serveDashboard();
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByRole('link', { name: /^Users\s*12$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Domains\s*5$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^SMTP Accounts\s*8$/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Agents\s*3$/ })).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/admin/users')).toEqual([{ limit: 1 }]);
  });

  it('shows delivered (success) and bounced as whole percentages of the period, and online and offline agents', async () => {
    const get = serveDashboard();
    renderWithProviders(<DashboardPage />);

    const deliverability = await screen.findByRole('region', { name: 'Deliverability' });
    await within(deliverability).findByText('67%');
    expect(within(deliverability).getByText('success')).toBeInTheDocument();
    expect(within(deliverability).getByText('33%')).toBeInTheDocument();

    const agentHealth = await screen.findByRole('region', { name: 'Agent Health' });
    await waitFor(() => expect(agentHealth).toHaveTextContent('2Online1Offline'));
    expect(paramsOfGets(get, '/api/admin/agents')).toEqual(expect.arrayContaining([{ status: 'online', limit: 1 }, { status: 'offline', limit: 1 }]));
  });

  it('shows 0% for both in grey, and "No data for this period" instead of a chart, when nothing was sent', async () => {
    serveDashboard({ [SUMMARY_PATH]: summaryOf([{ total: 0, delivered: 0, bounced: 0 }, { total: 0, delivered: 0, bounced: 0 }]) });
    renderWithProviders(<DashboardPage />);

    const deliverability = await screen.findByRole('region', { name: 'Deliverability' });
    await waitFor(() => expect(within(deliverability).getAllByText('0%')).toHaveLength(2));
    expect(within(deliverability).getAllByText('0%').map((figure) => figure.parentElement!.className)).toEqual(['figure figure--muted', 'figure figure--muted']);
    expect(deliverability).toHaveTextContent('Nothing sent in the last 7 days');
    expect(await screen.findByText('No data for this period')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chart' })).not.toBeInTheDocument();
  });

  it('charts as Sent the messages accepted (the customer’s count), not the delivery outcomes', async () => {
    const summary = summaryOf([{ total: 4, delivered: 2, bounced: 1 }]);
    serveDashboard({ [SUMMARY_PATH]: { ...summary, items: summary.items.map((day) => ({ ...day, sent: 3 })) } });
    renderWithProviders(<DashboardPage />);

    const chart = await screen.findByRole('list', { name: 'Chart' });
    expect(await within(chart).findByText('Sent: 3')).toBeInTheDocument();
  });

  it('shows no waiting-mail card while every route works', async () => {
    serveDashboard();
    renderWithProviders(<DashboardPage />);

    await screen.findByRole('link', { name: /^Users\s*12$/ });
    expect(screen.queryByRole('region', { name: 'Mail is waiting' })).not.toBeInTheDocument();
  });

  it('names mail no route can carry, with the fix, and the API’s not-ready reason', async () => {
    serveDashboard({
      '/api/health/ready': {
        status: 'ok',
        database: 'up',
        queue_lag_seconds: 40,
        route_problems: [{ send_plan: 'provider', deliveries_waiting: 3, reason: 'no provider agent online', fix: 'start a provider agent' }],
      },
    });
    renderWithProviders(<DashboardPage />);

    const card = await screen.findByRole('region', { name: 'Mail is waiting' });
    expect(card).toHaveTextContent('Provider-plan mail: 3 deliveries wait — no provider agent online. Fix: start a provider agent.');

    serveDashboard({
      '/api/health/ready': () => {
        throw axiosErrorWithStatus(503, { statusCode: 503, message: 'The oldest due delivery has waited 700 seconds, more than 600: provider mail waits' });
      },
    });
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('The oldest due delivery has waited 700 seconds, more than 600: provider mail waits')).toBeInTheDocument();
  });

  it('charts Sent in orange, Delivered in green and Bounced in red per day', async () => {
    serveDashboard();
    renderWithProviders(<DashboardPage />);

    const chart = await screen.findByRole('list', { name: 'Chart' });
    await within(chart).findByText('Sent: 2,1');
    expect(within(chart).getByText('Sent: 2,1')).toHaveAttribute('data-colour', '#f79009');
    expect(within(chart).getByText('Delivered: 2,0')).toHaveAttribute('data-colour', '#12805c');
    expect(within(chart).getByText('Bounced: 0,1')).toHaveAttribute('data-colour', '#d92d20');
  });

  it('reads 7 days by default and reads the chart again for another period', async () => {
    const get = serveDashboard();
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(paramsOfGets(get, SUMMARY_PATH)).toHaveLength(1));
    expect(await screen.findByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.setup().click(screen.getByRole('button', { name: '1 month' }));

    await waitFor(() => expect(paramsOfGets(get, SUMMARY_PATH)).toHaveLength(2));
    const [sevenDays, thirtyDays] = paramsOfGets(get, SUMMARY_PATH) as { date_from: string; date_to: string }[];
    const dayMs = 24 * 60 * 60 * 1000;
    expect(Math.round((Date.parse(sevenDays!.date_to) - Date.parse(sevenDays!.date_from)) / dayMs)).toBe(7);
    expect(Math.round((Date.parse(thirtyDays!.date_to) - Date.parse(thirtyDays!.date_from)) / dayMs)).toBe(30);
    expect(thirtyDays!.date_to).toBe(sevenDays!.date_to);
    expect(screen.getByRole('button', { name: '1 month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the chart again when the period goes back to one shown a moment ago', async () => {
    const get = serveDashboard();
    renderWithProviders(<DashboardPage />);
    await waitFor(() => expect(paramsOfGets(get, SUMMARY_PATH)).toHaveLength(1));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: '1 month' }));
    await waitFor(() => expect(paramsOfGets(get, SUMMARY_PATH)).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: '7 days' }));

    await waitFor(() => expect(paramsOfGets(get, SUMMARY_PATH)).toHaveLength(3));
    const [sevenDays, , sevenDaysAgain] = paramsOfGets(get, SUMMARY_PATH);
    expect(sevenDaysAgain).toEqual(sevenDays);
  });

  it('works out the percentages from the per-day items when the summary carries no flat totals', async () => {
    const { total: _total, delivered: _delivered, bounced: _bounced, ...itemsOnly } = summaryOf([
      { total: 2, delivered: 2, bounced: 0 },
      { total: 2, delivered: 1, bounced: 1 },
    ]);
    serveDashboard({ [SUMMARY_PATH]: itemsOnly });
    renderWithProviders(<DashboardPage />);

    const deliverability = await screen.findByRole('region', { name: 'Deliverability' });
    await within(deliverability).findByText('75%');
    expect(within(deliverability).getByText('25%')).toBeInTheDocument();
  });

  it('separates the recipients of a message logged with several of them', async () => {
    serveDashboard({
      '/api/admin/reports/logs': list(1, [{ ...logEntry({ _id: 'a' }), to: ['a@x.org', 'b@x.org', 'c@y.net'] }]),
    });
    renderWithProviders(<DashboardPage />);

    const table = await screen.findByRole('table', { name: 'Recent activity' });
    expect(await within(table).findByRole('cell', { name: 'a@x.org, b@x.org, c@y.net' })).toBeInTheDocument();
  });

  it('lists recent activity with the agent host in brackets after the source IP, delivered green and bounced red', async () => {
    const get = serveDashboard({
      '/api/admin/reports/logs': list(2, [
        logEntry({ _id: 'a', status: 'delivered', source_ip: '203.0.113.7', agent_hostname: 'mx1.example.net' }),
        logEntry({ _id: 'b', status: 'bounced', source_ip: '203.0.113.8', to: 'gone@example.org' }),
      ]),
    });
    renderWithProviders(<DashboardPage />);

    const table = await screen.findByRole('table', { name: 'Recent activity' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['From', 'To', 'Date', 'Status', 'Source IP']);
    const delivered = await within(table).findByRole('row', { name: /203\.0\.113\.7 \(mx1\.example\.net\)/ });
    expect(within(delivered).getByText('Delivered')).toHaveClass('badge--delivered');
    const bounced = within(table).getByRole('row', { name: /gone@example\.org/ });
    expect(within(bounced).getByText('Bounced')).toHaveClass('badge--bounced');
    expect(within(bounced).getByText('203.0.113.8')).toBeInTheDocument();
    expect(paramsOfGets(get, '/api/admin/reports/logs')).toEqual([{ page: 1, limit: 10 }]);
  });

  it('fails silently: no notice when the dashboard cannot load', async () => {
    const get = mockApiGet({});
    get.mockRejectedValue(axiosErrorWithStatus(500));
    renderWithProviders(<DashboardPage />);

    // Server errors are tried twice before they count as failed.
    await screen.findByText('No activity yet.', undefined, { timeout: 4000 });
    expect(screen.getByRole('link', { name: /^Users\s*-$/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
