import type { ListResponse, User } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AgentFormDialog } from './AgentFormDialog';

const users: ListResponse<User> = { items: [{ _id: 'user-ann', email: 'ann@example.com' } as User], total: 1, page: 1, limit: 100 };

function renderNewAgentForm() {
  mockApiGet({ '/api/admin/users': users });
  const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { _id: 'agent-1', agent_secret: 'secret-shown-once' } });
  const onClose = vi.fn();
  renderWithProviders(<AgentFormDialog onClose={onClose} />);
  return { post, onClose, events: userEvent.setup() };
}

describe('AgentFormDialog', () => {
  it('starts as a customer agent that needs an owner', async () => {
    const { events, post } = renderNewAgentForm();
    expect(screen.getByLabelText('Type')).toHaveValue('customer');
    await events.type(screen.getByLabelText('Agent ID'), 'edge-1');
    await events.type(screen.getByLabelText('Hostname'), 'mta1.example.net');
    await events.click(screen.getByRole('button', { name: 'Create Agent' }));

    expect(screen.getByText('Owner is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('clears the owner and the user search when the type becomes provider, and sends no owner', async () => {
    const { events, post } = renderNewAgentForm();
    await events.type(screen.getByLabelText('Agent ID'), 'edge-1');
    await events.type(screen.getByLabelText('Hostname'), 'mta1.example.net');
    await events.type(screen.getByLabelText('Search owner'), 'ann');
    await within(screen.getByLabelText('Owner')).findByRole('option', { name: 'ann@example.com' });
    await events.selectOptions(screen.getByLabelText('Owner'), 'ann@example.com');

    await events.selectOptions(screen.getByLabelText('Type'), 'Provider');
    expect(screen.queryByLabelText('Owner')).not.toBeInTheDocument();
    await events.selectOptions(screen.getByLabelText('Type'), 'Customer');
    expect(screen.getByLabelText('Owner')).toHaveValue('');
    expect(screen.getByLabelText('Search owner')).toHaveValue('');

    await events.selectOptions(screen.getByLabelText('Type'), 'Provider');
    await events.click(screen.getByRole('button', { name: 'Create Agent' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/admin/agents', {
        agent_id: 'edge-1',
        hostname: 'mta1.example.net',
        agent_type: 'provider',
        owner_user_id: null,
      }),
    );
    expect(await screen.findByLabelText('Agent secret (copy now):')).toHaveValue('secret-shown-once');
  });

  it('sends only type and owner on edit, with agent ID and hostname fixed', async () => {
    mockApiGet({ '/api/admin/users': users });
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: {} });
    const agent = {
      _id: 'agent-1',
      agent_id: 'edge-1',
      hostname: 'mta1.example.net',
      agent_type: 'customer',
      owner_user_id: 'user-ann',
      owner_email: 'ann@example.com',
    } as const;
    renderWithProviders(<AgentFormDialog agent={agent as never} onClose={vi.fn()} />);
    const events = userEvent.setup();

    expect(screen.queryByLabelText('Agent ID')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Hostname')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/admin/agents/agent-1', { agent_type: 'customer', owner_user_id: 'user-ann' }));
  });
});
