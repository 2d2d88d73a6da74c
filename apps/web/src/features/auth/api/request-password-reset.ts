import type { PasswordResetRequest, passwordResetRequestResponseSchema } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Asks for a link to choose a new password (`POST /web-api/auth/password-reset/request`). */
export function requestPasswordReset(body: PasswordResetRequest) {
  return apiFetch<SchemaOutput<typeof passwordResetRequestResponseSchema>>(
    '/web-api/auth/password-reset/request',
    { body },
  );
}

/** The 'Forgot password?' request; the answer is the same whether an account uses the address or not. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
