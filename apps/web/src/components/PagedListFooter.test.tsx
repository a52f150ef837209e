import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PagedListFooter } from './PagedListFooter';

describe('PagedListFooter', () => {
  it('with a total, opens Next while a later page has items', () => {
    const { rerender } = render(<PagedListFooter itemCount={20} page={1} pageSize={20} total={21} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 20 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<PagedListFooter itemCount={20} page={1} pageSize={20} total={20} hasMore onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("without a total ('more' mode), pages on while the server says more may follow", () => {
    const { rerender } = render(<PagedListFooter itemCount={3} page={2} pageSize={20} total={null} hasMore onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 3 items; more may follow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    rerender(<PagedListFooter itemCount={3} page={2} pageSize={20} total={null} hasMore={false} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 3 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
