import { signupResponseSchema, type SignupRequest } from '@larder/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sends an account application for staff to approve. */
export function signup(application: SignupRequest) {
  return apiFetch('/web-api/auth/signup', signupResponseSchema, { body: application });
}

/** Sends an account application. */
export function useSignup() {
  return useMutation({ mutationFn: signup });
}
