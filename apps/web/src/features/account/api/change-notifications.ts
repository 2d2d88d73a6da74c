import type { Account, NotificationPreferences } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Stores which e-mails and messages the user gets (`POST /web-api/account/notifications`). */
export function changeNotifications(body: NotificationPreferences) {
  return apiFetch<Account>('/web-api/account/notifications', { body });
}

/** Stores the notification preferences. */
export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotifications,
    onSuccess: (account) => queryClient.setQueryData(queryKeys.account.detail, account),
  });
}
