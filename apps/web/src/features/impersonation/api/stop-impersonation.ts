import type { impersonationResponseSchema } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Stop impersonating and be the staff user again (the session id rotates). */
export function stopImpersonation() {
  return apiFetch<SchemaOutput<typeof impersonationResponseSchema>>('/web-api/impersonation/stop');
}

/** Stops impersonating, then refreshes everything. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stopImpersonation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
