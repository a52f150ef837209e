import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  email: string;
}

const COLUMNS: DataTableColumn<Row>[] = [{ header: 'Email', cell: (row) => row.email }];

function renderTable(props: { rows?: Row[]; isLoading?: boolean; loadFailed?: boolean; onRetry?: () => void }) {
  render(<DataTable label="Users" columns={COLUMNS} rows={props.rows ?? []} rowKey={(row) => row.id} emptyText="No users yet." {...props} />);
}

describe('DataTable', () => {
  it('says the list is empty when it loaded with no rows', () => {
    renderTable({});
    expect(screen.getByRole('cell', { name: 'No users yet.' })).toBeInTheDocument();
  });

  it('says the list could not be loaded, not that it is empty, and Try again asks for it again', async () => {
    const onRetry = vi.fn();
    renderTable({ loadFailed: true, onRetry });

    expect(screen.getByText('Could not load the list.')).toBeInTheDocument();
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows Loading… while the rows are on their way, also after a failure', () => {
    renderTable({ isLoading: true, loadFailed: true });
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the list.')).not.toBeInTheDocument();
  });
});
