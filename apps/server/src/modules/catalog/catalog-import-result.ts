import type { CatalogImportKind, CatalogImportResult } from '@larder/contract';
import { importResult } from '../../plugins/spreadsheet-import.ts';

/** One row of an import's preview. */
export type ImportResultRow = CatalogImportResult['rows'][number];

/** The answer of a catalog import: the shared import answer, with the kind of file it read. */
export function resultOf(
  kind: CatalogImportKind,
  applied: boolean,
  rows: ImportResultRow[],
  counts: CatalogImportResult['counts'],
): CatalogImportResult {
  return { kind, ...importResult(applied, rows, counts) };
}
