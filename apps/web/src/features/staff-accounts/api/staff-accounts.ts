import type { StaffAccount, StaffAccountsResponse, StaffInviteRequest } from '@larder/contract';
import type { StaffPermission } from '@larder/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const BASE = '/web-api/staff/staff-accounts';

const one = (id: string, what: string) => `${BASE}/${encodeURIComponent(id)}/${what}`;

/** Every staff account, the roles and the sales reps (`GET /web-api/staff/staff-accounts`). */
export function useStaffAccounts() {
  return useQuery({
    queryKey: queryKeys.staffAccounts.all,
    queryFn: ({ signal }) => apiFetch<StaffAccountsResponse>(BASE, { method: 'GET', signal }),
    staleTime: 15_000,
  });
}

/** A change to staff accounts that refreshes the list when it succeeds. */
function useStaffAccountChange<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffAccounts.all }),
  });
}

/** Invites a staff member by e-mail (`POST /web-api/staff/staff-accounts`). */
export function useInviteStaffMember() {
  return useStaffAccountChange((body: StaffInviteRequest) => apiFetch<StaffAccount>(BASE, { body }));
}

/** Sets a staff member's permissions (`PUT .../{id}/permissions`). */
export function useSetStaffPermissions() {
  return useStaffAccountChange(({ id, permissions }: { id: string; permissions: StaffPermission[] }) =>
    apiFetch<StaffAccount>(one(id, 'permissions'), { method: 'PUT', body: { permissions } }),
  );
}

/** Ties a staff account to a sales rep, a new rep of itself ('new') or none (`PUT .../{id}/sales-rep`). */
export function useSetStaffSalesRep() {
  return useStaffAccountChange(({ id, salesRepId }: { id: string; salesRepId: string | null }) =>
    apiFetch<StaffAccount>(one(id, 'sales-rep'), { method: 'PUT', body: { salesRepId } }),
  );
}

/** Gives organizations to the rep a staff account is tied to (`POST .../{id}/organizations`). */
export function useAssignRepOrganizations() {
  return useStaffAccountChange(({ id, organizationIds }: { id: string; organizationIds: string[] }) =>
    apiFetch<{ account: StaffAccount; assigned: number }>(one(id, 'organizations'), {
      body: { organizationIds },
    }),
  );
}

/** Deactivates or reactivates a staff account (`POST .../{id}/deactivate|reactivate`). */
export function useSetStaffActive() {
  return useStaffAccountChange(({ id, active }: { id: string; active: boolean }) =>
    apiFetch<StaffAccount>(one(id, active ? 'reactivate' : 'deactivate')),
  );
}
