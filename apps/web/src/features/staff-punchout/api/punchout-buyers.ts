import type {
  PunchoutBuyer,
  PunchoutBuyerCreate,
  PunchoutBuyerUpdate,
  PunchoutLogResponse,
} from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Every punchout buyer, without secrets (`GET /web-api/staff/punchout-buyers`). */
export function usePunchoutBuyers() {
  return useQuery({
    queryKey: queryKeys.staffPunchout.buyers,
    queryFn: ({ signal }) =>
      apiFetch<{ items: PunchoutBuyer[] }>('/web-api/staff/punchout-buyers', { method: 'GET', signal }),
    staleTime: 15_000,
  });
}

/** Adds a buyer (`POST /web-api/staff/punchout-buyers`); the list refreshes. */
export function useCreatePunchoutBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PunchoutBuyerCreate) =>
      apiFetch<PunchoutBuyer>('/web-api/staff/punchout-buyers', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffPunchout.buyers }),
  });
}

/** Changes a buyer (`POST /web-api/staff/punchout-buyers/{id}`); the list refreshes. */
export function useUpdatePunchoutBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PunchoutBuyerUpdate }) =>
      apiFetch<PunchoutBuyer>(`/web-api/staff/punchout-buyers/${encodeURIComponent(id)}`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffPunchout.buyers }),
  });
}

/** A buyer's log of setups, transfers and orders, newest first (`GET /web-api/staff/punchout-buyers/{id}/log`). */
export function usePunchoutLog(id: string) {
  return useQuery({
    queryKey: queryKeys.staffPunchout.log(id),
    queryFn: ({ signal }) =>
      apiFetch<PunchoutLogResponse>(`/web-api/staff/punchout-buyers/${encodeURIComponent(id)}/log`, {
        method: 'GET',
        signal,
      }),
    select: (answer) => answer.items,
  });
}
