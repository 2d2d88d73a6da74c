import type { StaffFilterOptions, StaffFilterOrganizations } from '@larder/contract';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** The business units, customer groups and sales reps staff filters pick from, in the staff member's scope. */
export function useStaffFilterOptions() {
  return useQuery({
    queryKey: queryKeys.staffFilterOptions.names,
    queryFn: ({ signal }) =>
      apiFetch<StaffFilterOptions>('/web-api/staff/filter-options', { method: 'GET', signal }),
    staleTime: 5 * 60_000,
  });
}

/** Up to 20 organizations in scope whose name or account number contains `q`, for a filter. */
export function useStaffFilterOrganizations(q: string) {
  return useQuery({
    queryKey: queryKeys.staffFilterOptions.organizations(q),
    queryFn: ({ signal }) =>
      apiFetch<StaffFilterOrganizations>('/web-api/staff/filter-options/organizations', {
        method: 'GET',
        query: { q },
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * What a SearchPicker of organizations needs: the text typed, and the organizations in scope whose name or
 * account number contains it (searched on the server a moment after typing stops). Until something is typed,
 * an organization already chosen (`selectedId`, e.g. from the URL) is looked up so the field shows its name.
 */
export function useOrganizationPicker(selectedId = '') {
  // null: nothing typed yet.
  const [typed, setTyped] = useState<string | null>(null);
  const found = useStaffFilterOrganizations(useDebouncedValue((typed ?? selectedId).trim(), 250));
  const options = (found.data?.items ?? []).map((o) => ({ id: o.id, label: o.name }));
  const inputValue = typed ?? options.find((o) => o.id === selectedId)?.label ?? '';
  return { inputValue, onInputChange: setTyped, options };
}
