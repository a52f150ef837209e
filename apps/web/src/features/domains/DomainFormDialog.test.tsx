import type { ListResponse, Relay, User, UserPlan } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DomainFormDialog } from './DomainFormDialog';

const list = <T,>(items: T[]): ListResponse<T> => ({ items, total: items.length, page: 1, limit: 100 });
const user = (id: string, email: string) => ({ _id: id, email }) as User;
const plan = (id: string, userId: string, code: string, category: UserPlan['plan_category']) =>
  ({ _id: id, user_id: userId, plan_code: code, plan_category: category, status: 'active' }) as UserPlan;

const PLANS_BY_USER: Record<string, UserPlan[]> = {
  'user-ann': [plan('plan-normal', 'user-ann', 'starter', 'normal'), plan('plan-agent', 'user-ann', 'agent-dedicated', 'agent'), plan('plan-bp', 'user-ann', 'bulletproof', 'bulletproof')],
  'user-bob': [plan('plan-bob', 'user-bob', 'starter', 'normal')],
};

function renderNewDomainForm() {
  const get = mockApiGet({
    '/api/admin/users': list([user('user-ann', 'ann@example.com'), user('user-bob', 'bob@example.com')]),
    '/api/admin/user-plans': (params) => list(PLANS_BY_USER[String(params?.user_id)] ?? []),
    '/api/admin/relays': list([{ _id: 'relay-1', name: 'Edge', smtp_host: 'relay.example.net', smtp_port: 587 } as Relay]),
  });
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
  const onClose = vi.fn();
  renderWithProviders(<DomainFormDialog onClose={onClose} />);
  return { get, post, onClose, events: userEvent.setup() };
}

async function choose(events: ReturnType<typeof userEvent.setup>, label: string, optionText: string) {
  const select = screen.getByLabelText(label);
  await within(select).findByRole('option', { name: optionText });
  await events.selectOptions(select, optionText);
}

describe('DomainFormDialog', () => {
  it('derives the send plan from the plan category and shows relay and dedicated IPs only for the plans that take them', async () => {
    const { events } = renderNewDomainForm();
    await choose(events, 'User', 'ann@example.com');
    expect(screen.getByLabelText('Send plan')).toHaveValue('');

    await choose(events, 'User plan', 'starter (normal)');
    expect(screen.getByLabelText('Send plan')).toHaveValue('provider');
    expect(screen.queryByLabelText('Relay')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dedicated IPs')).not.toBeInTheDocument();

    await choose(events, 'User plan', 'agent-dedicated (agent)');
    expect(screen.getByLabelText('Send plan')).toHaveValue('byoip');
    expect(screen.getByLabelText('Dedicated IPs')).toBeInTheDocument();
    expect(screen.queryByLabelText('Relay')).not.toBeInTheDocument();

    await choose(events, 'User plan', 'bulletproof (bulletproof)');
    expect(screen.getByLabelText('Send plan')).toHaveValue('bulletproof');
    expect(screen.getByLabelText('Relay')).toBeInTheDocument();
    expect(screen.queryByLabelText('Dedicated IPs')).not.toBeInTheDocument();
  });

  it("names the chosen user's whole address on the user field", async () => {
    const { events } = renderNewDomainForm();
    await choose(events, 'User', 'ann@example.com');
    expect(screen.getByLabelText('User')).toHaveAttribute('title', 'ann@example.com');
  });

  it('clears the plan and the send plan when another user is chosen', async () => {
    const { events } = renderNewDomainForm();
    await choose(events, 'User', 'ann@example.com');
    await choose(events, 'User plan', 'agent-dedicated (agent)');
    expect(screen.getByLabelText('Send plan')).toHaveValue('byoip');

    await choose(events, 'User', 'bob@example.com');

    expect(screen.getByLabelText('User plan')).toHaveValue('');
    expect(screen.getByLabelText('Send plan')).toHaveValue('');
  });

  it('sends dedicated IPs of an agent plan trimmed, with empty entries dropped, and no relay', async () => {
    const { events, post, onClose } = renderNewDomainForm();
    await events.type(screen.getByLabelText('Domain'), 'mail.example.com');
    await choose(events, 'User', 'ann@example.com');
    await choose(events, 'User plan', 'agent-dedicated (agent)');
    await events.type(screen.getByLabelText('Dedicated IPs'), ' 203.0.113.7 ,, 203.0.113.8 ,');
    await events.click(screen.getByRole('button', { name: 'Create Domain' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/api/admin/domains', {
      domain: 'mail.example.com',
      user_id: 'user-ann',
      user_plan_id: 'plan-agent',
      send_plan: 'byoip',
      dedicated_ips: ['203.0.113.7', '203.0.113.8'],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Domain created');
  });

  it('needs a relay for a bulletproof plan and then sends it without dedicated IPs', async () => {
    const { events, post } = renderNewDomainForm();
    await events.type(screen.getByLabelText('Domain'), 'bp.example.com');
    await choose(events, 'User', 'ann@example.com');
    await choose(events, 'User plan', 'agent-dedicated (agent)');
    await events.type(screen.getByLabelText('Dedicated IPs'), '203.0.113.7');
    await choose(events, 'User plan', 'bulletproof (bulletproof)');
    await events.click(screen.getByRole('button', { name: 'Create Domain' }));

    expect(screen.getByText('Relay is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await choose(events, 'Relay', 'Edge (relay.example.net:587)');
    await events.click(screen.getByRole('button', { name: 'Create Domain' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/domains', {
        domain: 'bp.example.com',
        user_id: 'user-ann',
        user_plan_id: 'plan-bp',
        send_plan: 'bulletproof',
        bulletproof_relay_id: 'relay-1',
      }),
    );
  });

  it('requires domain, user and user plan before sending anything', async () => {
    const { events, post } = renderNewDomainForm();
    await events.click(screen.getByRole('button', { name: 'Create Domain' }));

    expect(screen.getByText('Domain is required')).toBeInTheDocument();
    expect(screen.getByText('User is required')).toBeInTheDocument();
    expect(screen.getByText('User plan is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
