import { CATALOG_IMPORT_KINDS, type CatalogImportKind } from '@larder/contract';
import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import {
  ImportActions,
  ImportFileField,
  ImportPreview,
} from '../../../components/ui/spreadsheet-import-parts.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useImportCatalogFile } from '../api/import-catalog-file.ts';

const KIND_LABELS: Record<CatalogImportKind, string> = {
  products: 'Products (a row per unit)',
  prices: 'Prices per customer group',
  stock: 'Stock per business unit',
};

/** Spreadsheet import for distributors without an ERP link: a dry run first, then apply. */
export function CatalogImport() {
  const [kind, setKind] = useState<CatalogImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCatalogFile();
  const result = upload.data;
  const canApply = Boolean(result && !result.applied && result.counts.errors === 0 && result.kind === kind);
  return (
    <section
      aria-labelledby="catalog-import-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="catalog-import-heading" className="text-lg font-bold text-stone-900">
        Import a spreadsheet
      </h2>
      <p className="text-sm text-stone-700">
        CSV or XLSX, up to 50,000 rows. The first row names the columns; download the template as{' '}
        <Link href={`/web-api/staff/catalog/import-template?kind=${kind}&format=csv`}>CSV</Link> or{' '}
        <Link href={`/web-api/staff/catalog/import-template?kind=${kind}&format=xlsx`}>XLSX</Link>. Every row
        is checked first and nothing changes until you apply.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="What the file holds"
          options={CATALOG_IMPORT_KINDS.map((id) => ({ id, label: KIND_LABELS[id] }))}
          value={kind}
          onChange={(value) => {
            setKind(value as CatalogImportKind);
            upload.reset();
          }}
        />
        <ImportFileField
          onChoose={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
        />
      </div>
      <ImportActions
        hasFile={file !== null}
        canApply={canApply}
        pending={upload.isPending ? (upload.variables?.apply ? 'apply' : 'preview') : null}
        error={upload.isError ? errorMessageOf(upload.error) : null}
        onRun={(apply) => file && upload.mutate({ kind, file, apply })}
      />
      {result && (
        <ImportPreview
          result={{ ...result, rows: result.rows.map((row) => ({ ...row, subject: row.sku })) }}
          subjectLabel="SKU"
          tableLabel="Import preview"
        />
      )}
    </section>
  );
}
