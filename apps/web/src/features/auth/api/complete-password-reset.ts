import type { PasswordResetCompleteRequest, passwordResetCompleteResponseSchema } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Sets a new password with the e-mailed link's token. */
export function completePasswordReset(body: PasswordResetCompleteRequest) {
  return apiFetch<SchemaOutput<typeof passwordResetCompleteResponseSchema>>(
    '/web-api/auth/password-reset/complete',
    { body },
  );
}

/** Sets the new password; every session of the account has ended, so the current user is asked again. */
export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser }),
  });
}
