import type { StaffCatalogEdit, StaffCatalogItem, StaffCatalogPage } from '@larder/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, errorOf } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const PATH = '/web-api/staff/catalog/products';
const itemPath = (sku: string) => `${PATH}/${encodeURIComponent(sku)}`;

/** A page of items found by sku, name, brand, vendor or category (staff with manage-catalog). */
export function useStaffCatalog(q: string, status: string, page: number) {
  return useQuery({
    queryKey: queryKeys.staffCatalog.list(q, status, page),
    queryFn: ({ signal }) =>
      apiFetch<StaffCatalogPage>(PATH, { method: 'GET', query: { q: q || undefined, status, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One item with its units' prices and stock. */
export function useStaffCatalogItem(sku: string | null) {
  return useQuery({
    queryKey: queryKeys.staffCatalog.item(sku ?? ''),
    queryFn: ({ signal }) => apiFetch<StaffCatalogItem>(itemPath(sku!), { method: 'GET', signal }),
    enabled: sku !== null,
  });
}

/** Saves an item's changes; the list and the item read again. */
export function useEditCatalogItem(sku: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffCatalogEdit) =>
      apiFetch<StaffCatalogItem>(itemPath(sku), { method: 'PATCH', body }),
    onSuccess: (item) => {
      client.setQueryData(queryKeys.staffCatalog.item(sku), item);
      return client.invalidateQueries({ queryKey: queryKeys.staffCatalog.all });
    },
  });
}

/** Retires (true) or restores (false) an item. */
export function useRetireCatalogItem(sku: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (retired: boolean) =>
      apiFetch<StaffCatalogItem>(`${itemPath(sku)}/${retired ? 'retire' : 'restore'}`, { method: 'POST' }),
    onSuccess: (item) => {
      client.setQueryData(queryKeys.staffCatalog.item(sku), item);
      return client.invalidateQueries({ queryKey: queryKeys.staffCatalog.all });
    },
  });
}

/** Uploads an item's picture (multipart, field "file"); the item reads again. */
export function useUploadCatalogImage(sku: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      let response: Response;
      try {
        response = await fetch(`${itemPath(sku)}/image`, {
          method: 'POST',
          body: form,
          credentials: 'same-origin',
          headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
        });
      } catch (error) {
        throw new ApiError(0, 'NETWORK', 'Network Error', {}, { cause: error });
      }
      if (!response.ok) throw await errorOf(response);
      return (await response.json()) as { imageUrl: string };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.staffCatalog.all }),
  });
}
