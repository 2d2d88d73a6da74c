import type { StaffCategoryEdit, StaffCategoryTree } from '@larder/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PATH = '/web-api/staff/catalog/categories';

/** The category tree with item counts. */
export function useCategoryTree() {
  return useQuery({
    queryKey: queryKeys.staffCatalog.categories,
    queryFn: ({ signal }) => apiFetch<StaffCategoryTree>(PATH, { method: 'GET', signal }),
    select: (answer) => answer.categories,
  });
}

/** Renames, moves or reorders a category; the tree comes back whole. */
export function useEditCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: StaffCategoryEdit }) =>
      apiFetch<StaffCategoryTree>(`${PATH}/${encodeURIComponent(id)}`, { method: 'PATCH', body: edit }),
    onSuccess: (tree) => {
      client.setQueryData(queryKeys.staffCatalog.categories, tree);
      return client.invalidateQueries({ queryKey: queryKeys.staffCatalog.all });
    },
  });
}
