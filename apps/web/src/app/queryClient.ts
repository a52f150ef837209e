import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { notifySuccess } from '../lib/notices';
import { notifyRequestError } from '../lib/requestErrorNotice';

/**
 * Queries and mutations name their notices in `meta`; the caches below raise them, so no
 * screen repeats the same onError plumbing. Queries without meta (dashboard tiles, the
 * top-bar admin lookup) fail silently, as SPEC.md asks.
 */
interface NoticeMeta extends Record<string, unknown> {
  /** Shown when the request fails, with the server's reason when it helps. */
  errorNotice?: string;
  /** Shown when a mutation succeeds. */
  successNotice?: string;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: NoticeMeta;
    mutationMeta: NoticeMeta;
  }
}

/** A request the server refused (4xx) will be refused again; anything else gets one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return failureCount < 1 && !(status !== undefined && status >= 400 && status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorNotice) notifyRequestError(error, query.meta.errorNotice);
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successNotice) notifySuccess(mutation.meta.successNotice);
      },
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorNotice) notifyRequestError(error, mutation.meta.errorNotice);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000 },
    },
  });
}
