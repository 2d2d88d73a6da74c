import type { CatalogImportKind, CatalogImportResult } from '@larder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorOf } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Uploads a products, prices or stock file: a dry run unless `apply`. */
export async function importCatalogFile(
  kind: CatalogImportKind,
  file: File,
  apply: boolean,
): Promise<CatalogImportResult> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/web-api/staff/catalog/import?kind=${kind}&apply=${apply}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'x-requested-with': 'larder-web' },
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', 'Network Error', {}, { cause: error });
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as CatalogImportResult;
}

/** The import call; an applied import makes the catalog screens read again. */
export function useImportCatalogFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, apply }: { kind: CatalogImportKind; file: File; apply: boolean }) =>
      importCatalogFile(kind, file, apply),
    onSuccess: (result) =>
      result.applied ? client.invalidateQueries({ queryKey: queryKeys.staffCatalog.all }) : undefined,
  });
}
