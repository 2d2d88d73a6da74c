import type { Account } from '@larder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The signed-in user's account: profile, notification preferences, organizations' delivery addresses. */
export function getAccount(signal?: AbortSignal): Promise<Account> {
  return apiFetch<Account>('/web-api/account', { method: 'GET', signal });
}

/** Query options of the account. */
export function accountQueryOptions() {
  return queryOptions({ queryKey: queryKeys.account.detail, queryFn: ({ signal }) => getAccount(signal) });
}

/** The signed-in user's account. */
export function useAccount() {
  return useQuery(accountQueryOptions());
}
