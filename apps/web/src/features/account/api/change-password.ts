import type { PasswordChangeRequest, passwordChangeResponseSchema } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Changes the password, giving the current one (`POST /web-api/account/password`); other sessions end. */
export function changePassword(body: PasswordChangeRequest) {
  return apiFetch<SchemaOutput<typeof passwordChangeResponseSchema>>('/web-api/account/password', { body });
}

/** The password change. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
