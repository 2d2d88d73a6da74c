import { CATALOG_IMPORT_COLUMNS, CATALOG_IMPORT_MAX_ROWS, type CatalogImportKind } from '@larder/contract';
import { readImportRows, templateCsv, type ImportRow } from '../../plugins/spreadsheet-import.ts';

export type { ImportRow };

/**
 * Reads a catalog import file (CSV or XLSX, through the shared bounded readers): the first non-blank row
 * names the columns, with a "sku" column, and the 50,001st data row refuses the whole file.
 */
export function readImportFile(
  kind: CatalogImportKind,
  fileName: string,
  content: Buffer,
): Promise<ImportRow[]> {
  return readImportRows(CATALOG_IMPORT_COLUMNS[kind], 'sku', CATALOG_IMPORT_MAX_ROWS, fileName, content);
}

/** The template of a kind: its header and one example row, as CSV (UTF-8 with a byte-order mark). */
export function importTemplateCsv(kind: CatalogImportKind): Buffer {
  const examples: Record<CatalogImportKind, Record<string, string>> = {
    products: {
      sku: '900001',
      name: 'Heirloom Tomatoes, Mixed',
      brand: 'Valley Farms',
      category: 'Produce',
      subcategory: 'Tomatoes',
      description: 'Mixed heirloom tomatoes, 10 lb case.',
      packSize: '1/10 LB',
      unitOfMeasure: 'CS',
      text: 'CS',
      weight: '10 LB',
      default: 'true',
      sellByMultiple: '1',
      stockingType: 'P',
      businessUnit: 'NYC01',
    },
    prices: { sku: '900001', unitOfMeasure: 'CS', customerGroupId: 'CG-STD', price: '32.50' },
    stock: { sku: '900001', unitOfMeasure: 'CS', businessUnitId: 'NYC01', onHand: '40' },
  };
  return templateCsv(CATALOG_IMPORT_COLUMNS[kind], examples[kind]);
}
