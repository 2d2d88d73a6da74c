import type { Account, AccountProfileRequest } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Changes the user's names (`POST /web-api/account/profile`). */
export function changeProfile(body: AccountProfileRequest) {
  return apiFetch<Account>('/web-api/account/profile', { body });
}

/** Changes the names; the header's user menu shows them at once. */
export function useChangeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProfile,
    onSuccess: (account) => {
      queryClient.setQueryData(queryKeys.account.detail, account);
      return queryClient.invalidateQueries({ queryKey: queryKeys.auth.currentUser });
    },
  });
}
