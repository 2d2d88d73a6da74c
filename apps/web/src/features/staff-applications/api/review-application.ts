import type { ApproveApplicationBody, RejectApplicationBody, StaffApplication } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Staff: approve an application into an existing or a new organization. */
export function approveApplication(id: string, body: ApproveApplicationBody) {
  return apiFetch<StaffApplication>(`/web-api/staff/applications/${encodeURIComponent(id)}/approve`, {
    body,
  });
}

/** Staff: reject an application with the reason the applicant is e-mailed. */
export function rejectApplication(id: string, body: RejectApplicationBody) {
  return apiFetch<StaffApplication>(`/web-api/staff/applications/${encodeURIComponent(id)}/reject`, {
    body,
  });
}

/** After a review every list and the console's count change. */
function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staffApplications.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.staffConsole.summary }),
    ]);
}

/** Approves an application, then refreshes the lists and the count. */
export function useApproveApplication(id: string) {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (body: ApproveApplicationBody) => approveApplication(id, body),
    onSuccess: refresh,
  });
}

/** Rejects an application, then refreshes the lists and the count. */
export function useRejectApplication(id: string) {
  const refresh = useRefreshAfterReview();
  return useMutation({
    mutationFn: (body: RejectApplicationBody) => rejectApplication(id, body),
    onSuccess: refresh,
  });
}
