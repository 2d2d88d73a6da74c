import type {
  StaffAddMemberRequest,
  StaffAddMemberResponse,
  StaffFlagsRequest,
  StaffHoldRequest,
  StaffOrganizationDetail,
} from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

function organizationPath(organizationId: string, rest = ''): string {
  return `/web-api/staff/organizations/${encodeURIComponent(organizationId)}${rest}`;
}

/** One change to an organization the screen can ask for. */
export type OrganizationChange =
  | { kind: 'hold'; body: StaffHoldRequest }
  | { kind: 'flags'; body: StaffFlagsRequest }
  | { kind: 'sales-rep'; body: { salesRepId: string } }
  | { kind: 'remove-member'; userId: string };

function sendChange(organizationId: string, change: OrganizationChange) {
  if (change.kind === 'remove-member') {
    return apiFetch<StaffOrganizationDetail>(
      organizationPath(organizationId, `/members/${encodeURIComponent(change.userId)}`),
      { method: 'DELETE' },
    );
  }
  return apiFetch<StaffOrganizationDetail>(organizationPath(organizationId, `/${change.kind}`), {
    body: change.body,
  });
}

/** Changes an organization (hold, flags, sales rep, a user removed); the answer replaces the shown details and the list refreshes. */
export function useChangeOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrganizationChange) => sendChange(organizationId, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.staffCustomers.detail(organizationId), detail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffCustomers.all });
    },
  });
}

/**
 * Adds a user to an organization: an existing customer by e-mail, or a new account e-mailed a link; for a
 * sales rep, an address outside their organizations is invited instead.
 */
export function useAddMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAddMemberRequest) =>
      apiFetch<StaffAddMemberResponse>(organizationPath(organizationId, '/members'), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.staffCustomers.all }),
  });
}

/** E-mails a customer a one-use link to choose a new password. */
export function useSendPasswordReset() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<{ sentTo: string }>(`/web-api/staff/users/${encodeURIComponent(userId)}/password-reset`),
  });
}

/** Starts acting as one of the organization's customers, saying why (the session id rotates; the page then reloads as them). */
export function useImpersonateMember() {
  return useMutation({
    mutationFn: (target: { organizationId: string; userId: string; reason: string }) =>
      apiFetch<unknown>('/web-api/impersonation/start', { body: target }),
  });
}
