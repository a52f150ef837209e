import type { AccountReputationDetail, ListResponse, ReviewQueueItem } from '@platform/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { goodStanding } from '../../test/reputationFixtures';
import { ReviewQueuePage } from './ReviewQueuePage';

const USER_ID = '65f1c0ffee0000000000a001';
const REASON = 'Sending is paused: the bounce rate is 12 % (24 hard bounces of 200 messages sent in the last 7 days), at or above the pause line of 10 %';
const paused: AccountReputationDetail = {
  ...goodStanding(USER_ID, 'spammer@example.com'),
  standing: 'paused',
  reason: REASON,
  changed_at: '2026-11-26T10:00:00.000Z',
  figures: { window_days: 7, sent: 200, hard_bounced: 24, complained: 1, bounce_rate: 12, complaint_rate: 0.5, judged: true },
  held_deliveries: 3,
  domains: [{ domain: 'offers.example', figures: { window_days: 7, sent: 200, hard_bounced: 24, complained: 1, bounce_rate: 12, complaint_rate: 0.5, judged: true } }],
  recent_incidents: [{ type: 'bounced', recipient: 'gone@inbox.example', response: '550 5.1.1 User unknown', message_id: 'm1', created_at: '2026-11-26T09:59:00.000Z' }],
  changes: [
    {
      _id: `${USER_ID}|1`,
      user_id: USER_ID,
      from: 'good',
      to: 'paused',
      actor: 'system',
      reason: REASON,
      figures: { window_days: 7, sent: 200, hard_bounced: 24, complained: 1, bounce_rate: 12, complaint_rate: 0.5, judged: true },
      created_at: '2026-11-26T10:00:00.000Z',
    },
  ],
};
const { held_deliveries: _held, recent_incidents: _incidents, changes: _changes, domains: _domains, ...queued } = paused;
const queue: ListResponse<ReviewQueueItem> = { items: [queued], total: 1, page: 1, limit: 20 };

describe('ReviewQueuePage', () => {
  it('lists paused accounts with their rates, opens one with its reason, figures, held mail, incidents and history', async () => {
    mockApiGet({ '/api/admin/reputation': queue, [`/api/admin/reputation/${USER_ID}`]: paused });
    renderWithProviders(<ReviewQueuePage />);

    const table = await screen.findByRole('table', { name: 'Review queue' });
    const row = await within(table).findByRole('row', { name: /spammer@example\.com/ });
    expect(within(row).getByText('Paused')).toBeInTheDocument();
    expect(within(row).getByText('12 %')).toBeInTheDocument();

    await userEvent.setup().click(within(row).getByText('spammer@example.com'));
    const panel = await screen.findByRole('dialog', { name: 'spammer@example.com' });
    expect(await within(panel).findByText(REASON, { selector: '.reputation-reason' })).toBeInTheDocument();
    expect(within(panel).getByText('12 % (24 of 200 sent)')).toBeInTheDocument();
    expect(within(panel).getByText('review at 5 %, pause at 10 %')).toBeInTheDocument();
    // A detail value wraps each word in its own span (AddressText): matched on the whole value.
    expect(within(panel).getByText((_, element) => element?.tagName === 'DD' && element.textContent === '3 waiting in the queue')).toBeInTheDocument();
    expect(within(panel).getByText('gone@inbox.example')).toBeInTheDocument();
    const domains = within(panel).getByRole('region', { name: 'Sending domains' });
    expect(within(domains).getByText('offers.example').parentElement).toHaveTextContent('bounces 12 % (24 of 200 sent), complaints 0.5 % (1 of 200 sent)');
    expect(within(panel).getByText('Good → Paused')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Pause sending' })).not.toBeInTheDocument();
  });

  it('asks for a note before resuming, then posts the resume with it', async () => {
    mockApiGet({ '/api/admin/reputation': queue, [`/api/admin/reputation/${USER_ID}`]: paused });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...paused, standing: 'good', reason: '' } });
    renderWithProviders(<ReviewQueuePage />, { route: `/?open=${USER_ID}` });
    const user = userEvent.setup();

    const panel = await screen.findByRole('dialog');
    await user.click(await within(panel).findByRole('button', { name: 'Resume sending' }));
    expect(within(panel).getByText('Write a note: it is recorded with the change')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(panel).getByLabelText('Note'), 'List cleaned');
    await user.click(within(panel).getByRole('button', { name: 'Resume sending' }));
    expect(post).toHaveBeenCalledWith(`/api/admin/reputation/${USER_ID}/resume`, { note: 'List cleaned' });
    expect(await screen.findByRole('status')).toHaveTextContent('Standing changed');
  });
});
