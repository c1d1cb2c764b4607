import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/ApiError';

/** Server answers are final; only a lost connection is worth one quiet retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, err) =>
          count < 1 && isApiError(err) && (err.kind === 'network' || err.kind === 'timeout'),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
