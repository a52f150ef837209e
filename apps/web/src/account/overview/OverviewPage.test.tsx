import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { overviewFixture } from '../../test/accountFixtures';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { goodStanding, NOT_WARMED_UP } from '../../test/reputationFixtures';
import { OverviewPage } from './OverviewPage';

vi.mock('react-chartjs-2', () => import('../../test/chartStub'));

describe('OverviewPage', () => {
  it('shows the day’s and the month’s sending, the outcome rates and the daily quota', async () => {
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture() });
    renderWithProviders(<OverviewPage />);

    const tiles = await screen.findByRole('region', { name: 'Messages' });
    await within(tiles).findByText('240');
    expect(within(tiles).getByText('Sent today').nextSibling).toHaveTextContent('12');
    expect(within(tiles).getByText('Delivered').nextSibling).toHaveTextContent('231');
    expect(within(tiles).getByText('Bounced').nextSibling).toHaveTextContent('6');

    const rates = screen.getByRole('region', { name: 'Outcomes' });
    expect(within(rates).getByText('96.25%')).toBeInTheDocument();
    expect(within(rates).getByText('2.5%')).toBeInTheDocument();
    expect(within(rates).getByText('0.42%')).toBeInTheDocument();

    const quota = screen.getByRole('region', { name: 'Daily quota' });
    expect(quota).toHaveTextContent('12 of 100 used today');
    expect(quota).toHaveTextContent('88 left');
    expect(within(quota).getByRole('meter', { name: 'Daily quota used' })).toHaveAttribute('aria-valuenow', '12');
  });

  it('shows the reputation against the lines, and why sending is paused', async () => {
    const reason = 'Sending is paused: the complaint rate is 0.6 % (3 complaints of 500 messages sent in the last 7 days), at or above the pause line of 0.5 %';
    mockApiGet({
      '/api/v1/account/overview': overviewFixture(),
      '/api/v1/warmup': NOT_WARMED_UP,
      '/api/v1/reputation': {
        ...goodStanding('u1'),
        standing: 'paused',
        reason,
        figures: { window_days: 7, sent: 500, hard_bounced: 5, complained: 3, bounce_rate: 1, complaint_rate: 0.6, judged: true },
      },
    });
    renderWithProviders(<OverviewPage />);

    const card = await screen.findByRole('region', { name: 'Reputation' });
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    expect(within(card).getByText(reason)).toBeInTheDocument();
    expect(within(card).getByText('0.6 % (3 of 500 sent)', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('review at 0.1 %, pause at 0.5 %')).toBeInTheDocument();
  });

  it('shows a warmed-up account its hourly and daily quotas, their use and when they grow', async () => {
    mockApiGet({
      '/api/v1/account/overview': overviewFixture(),
      '/api/v1/reputation': goodStanding('u1'),
      '/api/v1/warmup': {
        ...NOT_WARMED_UP,
        warming_up: true,
        hourly_limit: 75,
        daily_limit: 300,
        used_this_hour: 70,
        used_today: 120,
        changed_on: '2026-05-01',
        reason: 'Raised (×1.5) on 2026-05-01 after a day under the reputation review line',
        next_growth_on: '2026-05-02',
      },
    });
    renderWithProviders(<OverviewPage />);

    const card = await screen.findByRole('region', { name: 'Warm-up quota' });
    expect(card).toHaveTextContent('70 of 75 this hour');
    expect(card).toHaveTextContent('120 of 300 today');
    expect(within(card).getByRole('meter', { name: 'Hourly warm-up quota used' })).toHaveAttribute('aria-valuenow', '70');
    expect(card).toHaveTextContent('Grows on 2026-05-02 (UTC) while your bounce and complaint rates stay under the review line');
    expect(card).toHaveTextContent('Raised (×1.5) on 2026-05-01');
  });

  it('shows no warm-up card to an account without a warm-up', async () => {
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture() });
    renderWithProviders(<OverviewPage />);

    await screen.findByRole('region', { name: 'Daily quota' });
    await screen.findByRole('region', { name: 'Reputation' });
    expect(screen.queryByRole('region', { name: 'Warm-up quota' })).toBeNull();
  });

  it('says there is no cap when the plan has none', async () => {
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture({ quota: { daily_limit: 0, used_today: 5, remaining_today: null } }) });
    renderWithProviders(<OverviewPage />);

    expect(await screen.findByText('No daily cap. 5 sent today.')).toBeInTheDocument();
  });

  it('lists the first-run steps as links to their screens, the done ones marked and the next one first in line', async () => {
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture() });
    renderWithProviders(<OverviewPage />);

    const checklist = await screen.findByRole('region', { name: 'Get sending' });
    expect(checklist).toHaveTextContent('3 of 7 steps done');
    const steps = within(checklist).getAllByRole('listitem');
    expect(within(steps[0]!).getByText('Send from your sandbox')).toBeInTheDocument();
    expect(steps.slice(1).map((step) => within(step).getByRole('link').getAttribute('href'))).toEqual([
      '/account/domains/add',
      '/account/domains',
      '/account/domains',
      '/account/smtp/add',
      '/account/test-message',
      '/account/messages',
    ]);
    expect(steps.map((step) => step.textContent?.endsWith('Done'))).toEqual([true, true, true, false, false, false, false]);
    expect(steps[3]).toHaveClass('checklist__step--next');
    expect(within(steps[3]!).getByRole('link')).toHaveTextContent('Verify the domain');
  });

  it('leaves the checklist out once every step is done', async () => {
    const done = { sandbox_message_sent: true, domain_added: true, records_published: true, domain_verified: true, credential_created: true, test_message_sent: true, first_delivered: true };
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture({ checklist: done }) });
    renderWithProviders(<OverviewPage />);

    await screen.findByText('96.25%');
    expect(screen.queryByRole('region', { name: 'Get sending' })).toBeNull();
  });

  it('makes the sandbox step one for a new account: its From address, whom it may write to, and a test to the simulator linked to its timeline', async () => {
    const fresh = { sandbox_message_sent: false, domain_added: false, records_published: false, domain_verified: false, credential_created: false, test_message_sent: false, first_delivered: false };
    mockApiGet({ '/api/v1/reputation': goodStanding('u1'), '/api/v1/warmup': NOT_WARMED_UP, '/api/v1/account/overview': overviewFixture({ checklist: fresh }) });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ status: 202, data: { id: 'm7', message_id: 'x@platform.example.com', recipients: ['delivered@simulator.platform.example.com'], status: 'queued' } });
    const user = userEvent.setup();
    renderWithProviders(<OverviewPage />);

    const checklist = await screen.findByRole('region', { name: 'Get sending' });
    const [sandboxStep] = within(checklist).getAllByRole('listitem');
    expect(sandboxStep).toHaveClass('checklist__step--next');
    expect(sandboxStep).toHaveTextContent('6650c0ffee00000000000a01@platform.example.com');
    expect(sandboxStep).toHaveTextContent('me@example.org, or the mailbox simulator at @simulator.platform.example.com: delivered@, bounce@, ooto@, complaint@, suppressed@');
    expect(sandboxStep).toHaveTextContent('50 messages a day; simulator mail is not counted');

    await user.click(within(sandboxStep!).getByRole('button', { name: 'Send a test to the simulator' }));

    expect(await within(sandboxStep!).findByRole('link', { name: 'See the test to delivered@ on its timeline' })).toHaveAttribute('href', '/account/messages/m7');
    expect(post).toHaveBeenCalledWith('/api/v1/messages', {
      from: '6650c0ffee00000000000a01@platform.example.com',
      to: 'delivered@simulator.platform.example.com',
      subject: 'Sandbox test to delivered@',
      text: 'A test message from the sandbox to the mailbox simulator.\n',
    });

    // Another simulator mailbox, chosen in the step's list: its outcome (here a bounce) is the point.
    // While the API has not yet accepted it, the link to the previous test is gone, not stale.
    let accept: (response: { status: number; data: object }) => void = () => {};
    post.mockReturnValueOnce(new Promise((resolve) => (accept = resolve)));
    await user.selectOptions(within(sandboxStep!).getByLabelText('Simulator mailbox'), 'bounce');
    await user.click(within(sandboxStep!).getByRole('button', { name: 'Send a test to the simulator' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(post).toHaveBeenLastCalledWith('/api/v1/messages', expect.objectContaining({ to: 'bounce@simulator.platform.example.com', subject: 'Sandbox test to bounce@' }));
    await waitFor(() => expect(within(sandboxStep!).queryByRole('link', { name: /on its timeline/ })).toBeNull());
    expect(within(sandboxStep!).getByRole('button', { name: 'Send a test to the simulator' })).toBeDisabled();
    accept({ status: 202, data: { id: 'm8', message_id: 'y@platform.example.com', recipients: ['bounce@simulator.platform.example.com'], status: 'queued' } });
    expect(await within(sandboxStep!).findByRole('link', { name: 'See the test to bounce@ on its timeline' })).toHaveAttribute('href', '/account/messages/m8');
  });
});
