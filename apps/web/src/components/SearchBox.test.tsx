import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('shows its hint under the box and names it as the description of the input', () => {
    render(<SearchBox label="Search users" placeholder="E-mail starts with…" hint="Finds users whose e-mail starts with the text." onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAccessibleDescription('Finds users whose e-mail starts with the text.');
  });

  it('runs the search with the trimmed text on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search users" onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), '  ann@ {Enter}');
    expect(onSearch).toHaveBeenCalledWith('ann@');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).not.toHaveAccessibleDescription();
  });
});
