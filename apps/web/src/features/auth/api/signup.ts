import type { SignupRequest, signupResponseSchema } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Sends an account application for staff to approve. */
export function signup(application: SignupRequest) {
  return apiFetch<SchemaOutput<typeof signupResponseSchema>>('/web-api/auth/signup', { body: application });
}

/** Sends an account application. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
