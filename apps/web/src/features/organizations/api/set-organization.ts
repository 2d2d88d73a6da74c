import type { setOrganizationResponseSchema } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** Makes one of the user's organizations the session's current one. */
export function setOrganization(organizationId: string) {
  return apiFetch<SchemaOutput<typeof setOrganizationResponseSchema>>('/web-api/organization/set', {
    query: { value: organizationId },
  });
}

/** Switches organization, then refreshes everything: all customer data is scoped to the current organization. */
export function useSetOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOrganization,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
