import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { NoticeHost } from '../components/NoticeHost';
import { preloadAccountArea } from './accountScreens';
import { AppRoutes } from './AppRoutes';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();
preloadAccountArea(window.location.pathname, queryClient);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <NoticeHost />
    </QueryClientProvider>
  );
}
