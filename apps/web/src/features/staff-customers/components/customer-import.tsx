import type { CustomerImportResult } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useImportCustomerFile } from '../api/save-organization.ts';

const STATUS_TONES = { new: 'positive', changed: 'neutral', unchanged: 'neutral', error: 'caution' } as const;
const SHOWN_ROWS = 500;

function Preview({ result }: { result: CustomerImportResult }) {
  const shown = result.rows.slice(0, SHOWN_ROWS);
  return (
    <div className="flex flex-col gap-3">
      <Alert tone={result.counts.errors > 0 ? 'error' : 'success'} title={result.message}>
        New {result.counts.new} · changed {result.counts.changed} · unchanged {result.counts.unchanged} · rows
        with errors {result.counts.errors}
      </Alert>
      <table className="text-sm" aria-label="Customer import preview">
        <thead>
          <tr className="text-left text-stone-600">
            {['Row', 'Account', 'Status', 'Errors'].map((name) => (
              <th key={name} scope="col" className="py-1 pr-3 font-normal">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.row} className="border-t border-stone-100 align-top">
              <td className="py-1 pr-3 tabular-nums">{row.row}</td>
              <td className="py-1 pr-3">{row.id}</td>
              <td className="py-1 pr-3">
                <Badge tone={STATUS_TONES[row.status]}>{row.status}</Badge>
              </td>
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
      {result.rows.length > shown.length && (
        <p className="text-sm text-stone-600">
          The first {shown.length} of {result.rows.length} rows are listed.
        </p>
      )}
    </div>
  );
}

/** Customer spreadsheet import for distributors without an ERP link: a dry run first, then apply (ADR 041). */
export function CustomerImport() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCustomerFile();
  const result = upload.data;
  const canApply = result && !result.applied && result.counts.errors === 0;
  return (
    <section
      aria-labelledby="customer-import-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="customer-import-heading" className="text-lg font-bold text-stone-900">
        Import customers
      </h2>
      <p className="text-sm text-stone-700">
        CSV or XLSX, up to 20,000 rows, one organization per row. The first row names the columns;{' '}
        <Link href="/web-api/staff/organizations/import-template">download the template</Link>. Every row is
        checked first and nothing changes until you apply.
      </p>
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
      <div className="flex gap-2">
        <Button
          isDisabled={!file}
          isPending={upload.isPending && upload.variables?.apply === false}
          onPress={() => file && upload.mutate({ file, apply: false })}
        >
          Preview
        </Button>
        <Button
          variant="secondary"
          isDisabled={!file || !canApply}
          isPending={upload.isPending && upload.variables?.apply === true}
          onPress={() => file && upload.mutate({ file, apply: true })}
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
