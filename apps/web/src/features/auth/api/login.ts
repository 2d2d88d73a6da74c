import type { LoginRequest, loginResponseSchema } from '@larder/contract';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Signs in with e-mail and password; the server sets a fresh session cookie. */
export function login(credentials: LoginRequest) {
  return apiFetch<SchemaOutput<typeof loginResponseSchema>>('/web-api/auth/login', { body: credentials });
}

/** Signs in, then stores the new current user and refreshes everything cached for the visitor before. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ currentUser }) => {
      queryClient.setQueryData(queryKeys.auth.currentUser, currentUser);
      const currentUserHash = hashKey(queryKeys.auth.currentUser);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryHash !== currentUserHash });
    },
  });
}
