import type { SearchSynonym } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const PATH = '/web-api/staff/search/synonyms';

/** The cache key of the synonym list. */
export const synonymsQueryKey = ['staff-search', 'synonyms'] as const;

/** The search's synonym groups (staff with edit-content). */
export function useSynonyms() {
  return useQuery({
    queryKey: synonymsQueryKey,
    queryFn: ({ signal }) => apiFetch<{ items: SearchSynonym[] }>(PATH, { method: 'GET', signal }),
    select: (answer) => answer.items,
  });
}

/** Adds a group (no id) or replaces one's phrases; the list is read again after. */
export function useSaveSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, phrases }: { id: string | null; phrases: string[] }) =>
      id === null
        ? apiFetch<SearchSynonym>(PATH, { method: 'POST', body: { phrases } })
        : apiFetch<SearchSynonym>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: { phrases } }),
    onSuccess: () => client.invalidateQueries({ queryKey: synonymsQueryKey }),
  });
}

/** Removes a group; the list is read again after. */
export function useDeleteSynonym() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ deleted: true }>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: synonymsQueryKey }),
  });
}
