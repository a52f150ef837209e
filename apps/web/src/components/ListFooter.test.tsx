import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { ListFooter } from './ListFooter';
import { PagedListFooter } from './PagedListFooter';

const pages = { page: 2, hasPreviousPage: true, hasNextPage: false, onPageChange: vi.fn() };

describe('ListFooter', () => {
  it("says 'Showing N items' (and 'Showing 1 item') under a loaded list", () => {
    const { rerender } = render(<ListFooter itemCount={0} {...pages} />);
    expect(screen.getByText('Showing 0 items')).toBeInTheDocument();
    rerender(<ListFooter itemCount={1} {...pages} />);
    expect(screen.getByText('Showing 1 item')).toBeInTheDocument();
  });

  it('shows no count while the items are not known, and keeps the page buttons', () => {
    render(<ListFooter itemCount={undefined} {...pages} />);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("in 'more' mode says more may follow, and offers to search further where asked", () => {
    const { rerender } = render(<ListFooter itemCount={20} page={1} hasPreviousPage={false} hasNextPage moreMayFollow onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 20 items; more may follow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Search further' })).not.toBeInTheDocument();
    rerender(<ListFooter itemCount={2} page={1} hasPreviousPage={false} hasNextPage={false} moreMayFollow onSearchFurther={vi.fn()} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Search further' })).toBeInTheDocument();
  });
});

describe('PagedListFooter', () => {
  it('enables Next while the counted total reaches past this page', () => {
    const { rerender } = render(<PagedListFooter itemCount={20} page={1} pageSize={20} total={21} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<PagedListFooter itemCount={20} page={1} pageSize={20} total={20} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("without a total, shows 'More' while the server says there is more, and a disabled Next at the end", async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<PagedListFooter itemCount={20} page={2} pageSize={20} total={null} hasMore onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    rerender(<PagedListFooter itemCount={3} page={3} pageSize={20} total={null} hasMore={false} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });
});
