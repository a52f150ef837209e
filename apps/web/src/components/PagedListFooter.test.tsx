import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("without a total ('more' mode), pages on from a full page while more may follow", () => {
    const { rerender } = render(<PagedListFooter itemCount={20} page={2} pageSize={20} total={null} hasMore onSearchFurther={vi.fn()} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 20 items; more may follow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'More' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Search further' })).not.toBeInTheDocument();
    rerender(<PagedListFooter itemCount={20} page={2} pageSize={20} total={null} hasMore={false} onSearchFurther={vi.fn()} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 20 items')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("'more' mode with a page not full yet offers to search further for it instead of Next", async () => {
    const searchFurther = vi.fn();
    render(<PagedListFooter itemCount={3} page={1} pageSize={20} total={null} hasMore onSearchFurther={searchFurther} onPageChange={vi.fn()} />);
    expect(screen.getByText('Showing 3 items; more may follow')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Search further' }));
    expect(searchFurther).toHaveBeenCalledOnce();
  });
});
