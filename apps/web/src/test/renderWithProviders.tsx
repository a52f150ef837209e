import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../app/queryClient';
import { NoticeHost } from '../components/NoticeHost';

/** Renders a screen or dialog with what the app gives it: query client (with its notice handling), router and notices. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      <NoticeHost />
    </QueryClientProvider>,
  );
}
