import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListFooter } from './ListFooter';

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
