import type {
  CustomerFeedRow,
  CustomerImportResult,
  StaffOrganizationDetail,
  StaffOrganizationEdit,
} from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorOf } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Creates an organization; the list reads again and the new one's details are kept. */
export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerFeedRow) =>
      apiFetch<StaffOrganizationDetail>('/web-api/staff/organizations', { body }),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.staffCustomers.detail(detail.id), detail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffCustomers.all });
    },
  });
}

/** Saves an organization's fields; the answer replaces the shown details. */
export function useEditOrganization(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffOrganizationEdit) =>
      apiFetch<StaffOrganizationDetail>(
        `/web-api/staff/organizations/${encodeURIComponent(organizationId)}`,
        { method: 'PUT', body },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeys.staffCustomers.detail(organizationId), detail);
      return queryClient.invalidateQueries({ queryKey: queryKeys.staffCustomers.all });
    },
  });
}

/** Uploads a customer file: a dry run unless `apply`. */
async function importCustomerFile(file: File, apply: boolean): Promise<CustomerImportResult> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/web-api/staff/organizations/import?apply=${apply}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', 'Network Error', {}, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as CustomerImportResult;
}

/** The customer import call; an applied import makes the organization list read again. */
export function useImportCustomerFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) => importCustomerFile(file, apply),
    onSuccess: (result) =>
      result.applied ? queryClient.invalidateQueries({ queryKey: queryKeys.staffCustomers.all }) : undefined,
  });
}
