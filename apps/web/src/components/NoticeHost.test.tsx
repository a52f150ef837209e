import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../lib/notices';
import { NoticeHost } from './NoticeHost';

describe('NoticeHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a success notice and removes it 3000 ms later', () => {
    render(<NoticeHost />);
    act(() => notifySuccess('User created'));
    expect(screen.getByRole('status')).toHaveTextContent('User created');

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('User created');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an error notice as an alert and removes it 3000 ms later', () => {
    render(<NoticeHost />);
    act(() => notifyError('Failed to load users'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load users');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the two newest notices at most: a third ends the oldest early', () => {
    render(<NoticeHost />);
    act(() => {
      notifySuccess('Domain created');
      notifySuccess('Relay created');
      notifyError('Failed to verify domain');
    });
    expect(screen.getAllByText(/created|Failed/).map((notice) => notice.textContent)).toEqual(['Relay created', 'Failed to verify domain']);
  });
});
