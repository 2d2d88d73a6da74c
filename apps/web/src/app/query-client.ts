import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error.ts';
import { queryKeys } from '../lib/query-keys.ts';

/** Whether a failed query is worth retrying: only network trouble and server faults, never a refusal. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A query client; a 401 anywhere means the session ended, so the current user is reloaded. */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          void client.invalidateQueries({ queryKey: queryKeys.auth.currentUser });
        }
      },
    }),
    // Offline first: a read is tried even without a connection, as the service worker may answer it from
    // storage (ADR 047); React Query's default would hold it until the browser says it is online.
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  return client;
}

/** The app's one query client, shared by React and by the navigation guard and page model loader. */
export const queryClient = createQueryClient();
