import type { ApplicationStatus, staffApplicationsPageSchema } from '@larder/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SchemaOutput } from '../../../lib/schema-output.ts';

/** A page of applications as the server answers it. */
export type ApplicationsPage = SchemaOutput<typeof staffApplicationsPageSchema>;

/** Staff: one page of applications of a status, searched on the server. */
export function listApplications(
  filter: { status: ApplicationStatus; q: string; page: number },
  signal?: AbortSignal,
) {
  return apiFetch<ApplicationsPage>('/web-api/staff/applications', {
    method: 'GET',
    query: { status: filter.status, page: filter.page, q: filter.q || undefined },
    signal,
  });
}

/** The applications page; the previous page stays on screen while the next one loads. */
export function useApplications(filter: { status: ApplicationStatus; q: string; page: number }) {
  return useQuery({
    queryKey: queryKeys.staffApplications.list(filter.status, filter.q, filter.page),
    queryFn: ({ signal }) => listApplications(filter, signal),
    placeholderData: keepPreviousData,
  });
}
