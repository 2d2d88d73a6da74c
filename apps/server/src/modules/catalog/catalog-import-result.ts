import type { CatalogImportKind, CatalogImportResult } from '@larder/contract';
import type { ImportRow } from './catalog-import-file.ts';

/** One row of an import's preview. */
export type ImportResultRow = CatalogImportResult['rows'][number];

/** The answer of an import: its rows in file order, their counts and the sentence that sums them up. */
export function resultOf(
  kind: CatalogImportKind,
  applied: boolean,
  rows: ImportResultRow[],
  counts: CatalogImportResult['counts'],
): CatalogImportResult {
  rows.sort((a, b) => a.row - b.row);
  const message =
    counts.errors > 0
      ? `${counts.errors} row${counts.errors === 1 ? ' has' : 's have'} errors: fix them and upload the file again. Nothing was changed.`
      : applied
        ? `Applied: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`
        : `Ready to apply: ${counts.new} new, ${counts.changed} changed, ${counts.unchanged} unchanged.`;
  return { kind, applied, counts, rows, message };
}

/** The error rows of a refused import: each file row once, with every error of its cells. */
export function errorRows(
  errors: ReadonlyMap<string, string>,
  placeOfKey: (key: string) => { row: ImportRow; column: string },
): ImportResultRow[] {
  const byRow = new Map<number, ImportResultRow>();
  for (const [key, message] of errors) {
    const { row, column } = placeOfKey(key);
    const entry = byRow.get(row.row) ?? {
      row: row.row,
      sku: row.cells.sku ?? '',
      status: 'error' as const,
      errors: [],
    };
    entry.errors.push({ column, message });
    byRow.set(row.row, entry);
  }
  return [...byRow.values()];
}
