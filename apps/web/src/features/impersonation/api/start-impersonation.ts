import type { impersonationResponseSchema } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Staff: become a customer of an organization, saying why (the session id rotates). */
export function startImpersonation(target: { organizationId: string; userId: string; reason: string }) {
  return apiFetch<SchemaOutput<typeof impersonationResponseSchema>>('/web-api/impersonation/start', {
    body: target,
  });
}

/** Starts impersonating, then refreshes everything: the session now acts as someone else. */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImpersonation,
    onSuccess: () => {
      // The staff-only lists would refetch as the customer and be refused; they are done with anyway.
      queryClient.removeQueries({ queryKey: queryKeys.impersonation.all });
      return queryClient.invalidateQueries();
    },
  });
}
