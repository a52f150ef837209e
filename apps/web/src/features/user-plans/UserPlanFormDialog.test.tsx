import type { ListResponse, PlanDefinition, User } from '@platform/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { mockApiGet } from '../../test/mockApiGet';
import { renderWithProviders } from '../../test/renderWithProviders';
import { UserPlanFormDialog } from './UserPlanFormDialog';

const list = <T,>(items: T[]): ListResponse<T> => ({ items, total: items.length, page: 1, limit: 100 });

describe('UserPlanFormDialog', () => {
  it('requires both the user and the plan code, then sends them', async () => {
    mockApiGet({
      '/api/admin/users': list([{ _id: 'user-ann', email: 'ann@example.com' } as User]),
      '/api/admin/plan-definitions': list([{ _id: 'def-1', plan_code: 'starter', plan_category: 'normal', name: 'Starter' } as PlanDefinition]),
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: {} });
    const onClose = vi.fn();
    renderWithProviders(<UserPlanFormDialog onClose={onClose} />);
    const events = userEvent.setup();

    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('User is required')).toBeInTheDocument();
    expect(screen.getByText('Plan code is required')).toBeInTheDocument();

    await within(screen.getByLabelText('User')).findByRole('option', { name: 'ann@example.com' });
    await events.selectOptions(screen.getByLabelText('User'), 'ann@example.com');
    await events.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.queryByText('User is required')).not.toBeInTheDocument();
    expect(screen.getByText('Plan code is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await within(screen.getByLabelText('Plan code')).findByRole('option', { name: 'starter (normal) - Starter' });
    await events.selectOptions(screen.getByLabelText('Plan code'), 'starter (normal) - Starter');
    await events.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/user-plans', { user_id: 'user-ann', plan_code: 'starter' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User plan created');
    expect(onClose).toHaveBeenCalled();
  });
});
