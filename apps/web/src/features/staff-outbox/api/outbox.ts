import type { OutboxMessage, StaffOutboxPage } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** A page of the e-mails sent, newest first, searched by recipient or subject (`GET /web-api/staff/outbox`). */
export function useOutbox(q: string, page: number) {
  return useQuery({
    queryKey: queryKeys.staffOutbox.list(q, page),
    queryFn: ({ signal }) =>
      apiFetch<StaffOutboxPage>('/web-api/staff/outbox', {
        method: 'GET',
        query: { page, q: q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** One whole e-mail (`GET /web-api/staff/outbox/{id}`); a sent message never changes. */
export function useOutboxMessage(id: number) {
  return useQuery({
    queryKey: queryKeys.staffOutbox.message(id),
    queryFn: ({ signal }) =>
      apiFetch<OutboxMessage>(`/web-api/staff/outbox/${id}`, { method: 'GET', signal }),
    staleTime: Infinity,
  });
}
