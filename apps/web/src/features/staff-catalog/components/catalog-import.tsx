import { CATALOG_IMPORT_KINDS, type CatalogImportKind, type CatalogImportResult } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useImportCatalogFile } from '../api/import-catalog-file.ts';

const KIND_LABELS: Record<CatalogImportKind, string> = {
  products: 'Products (a row per unit)',
  prices: 'Prices per customer group',
  stock: 'Stock per business unit',
};
const STATUS_TONES = { new: 'positive', changed: 'neutral', unchanged: 'neutral', error: 'caution' } as const;

function Preview({ result }: { result: CatalogImportResult }) {
  const shown = result.rows.slice(0, 500);
  // Prices and stock say what each row sets, from what to what; products say it by their status alone.
  const hasDetails = shown.some((row) => row.detail !== undefined);
  return (
    <div className="flex flex-col gap-3">
      <Alert tone={result.counts.errors > 0 ? 'error' : 'success'} title={result.message}>
        New {result.counts.new} · changed {result.counts.changed} · unchanged {result.counts.unchanged} · rows
        with errors {result.counts.errors}
      </Alert>
      {shown.length > 0 && (
        <table className="text-sm" aria-label="Import preview">
          <thead>
            <tr className="text-left text-stone-600">
              <th scope="col" className="py-1 pr-3 font-normal">
                Row
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                SKU
              </th>
              <th scope="col" className="py-1 pr-3 font-normal">
                Status
              </th>
              {hasDetails && (
                <th scope="col" className="py-1 pr-3 font-normal">
                  Change
                </th>
              )}
              <th scope="col" className="py-1 font-normal">
                Errors
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} className="border-t border-stone-100 align-top">
                <td className="py-1 pr-3 tabular-nums">{row.row}</td>
                <td className="py-1 pr-3">{row.sku}</td>
                <td className="py-1 pr-3">
                  <Badge tone={STATUS_TONES[row.status]}>{row.status}</Badge>
                </td>
                {hasDetails && <td className="py-1 pr-3">{row.detail}</td>}
                <td className="py-1">
                  {row.errors.map((error) => (
                    <p key={`${error.column}:${error.message}`}>
                      <strong>{error.column}</strong>: {error.message}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.rows.length > shown.length && (
        <p className="text-sm text-stone-600">
          The first {shown.length} of {result.rows.length} rows are listed.
        </p>
      )}
    </div>
  );
}

/** Spreadsheet import for distributors without an ERP link: a dry run first, then apply. */
export function CatalogImport() {
  const [kind, setKind] = useState<CatalogImportKind>('products');
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCatalogFile();
  const result = upload.data;
  const canApply = result && !result.applied && result.counts.errors === 0 && result.kind === kind;
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
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          File
          <input
            type="file"
            accept=".csv,.xlsx,text/csv"
            className="text-sm font-normal"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              upload.reset();
            }}
          />
        </label>
      </div>
      <div className="flex gap-2">
        <Button
          isDisabled={!file}
          isPending={upload.isPending && upload.variables?.apply === false}
          onPress={() => file && upload.mutate({ kind, file, apply: false })}
        >
          Preview
        </Button>
        <Button
          variant="secondary"
          isDisabled={!file || !canApply}
          isPending={upload.isPending && upload.variables?.apply === true}
          onPress={() => file && upload.mutate({ kind, file, apply: true })}
        >
          Apply
        </Button>
      </div>
      {upload.isError && (
        <Alert tone="error" title="The file could not be read">
          {errorMessageOf(upload.error)}
        </Alert>
      )}
      {result && <Preview result={result} />}
    </section>
  );
}
