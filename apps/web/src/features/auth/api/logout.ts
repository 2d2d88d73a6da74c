import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api-client.ts';
import { emitMessagingEvent } from '../../../lib/messaging-events.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Ends the session on the server. */
export function logout() {
  return apiFetch<{ success: true }>('/web-api/auth/logout-api');
}

/** Signs out, goes to the sign-in page and drops everything cached for the user. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate('/sign-in');
      // The current user first, so the signed-in widgets go away; the rest is dropped rather than
      // refetched, which would only earn 401s now that the session is gone.
      await queryClient.resetQueries({ queryKey: queryKeys.auth.currentUser });
      const currentUserHash = hashKey(queryKeys.auth.currentUser);
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== currentUserHash });
      // The offline copy (kept pages, guides, cart and queue) goes with the session (ADR 047).
      void import('../../../lib/offline/clear-offline.ts')
        .then(({ clearOfflineData }) => clearOfflineData())
        .catch(() => undefined);
      // Spec section 4: logout clears the users, then signs out of the messaging service.
      emitMessagingEvent('signedOut', null);
    },
  });
}
