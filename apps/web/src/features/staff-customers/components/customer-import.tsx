import { useState } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import {
  ImportActions,
  ImportFileField,
  ImportPreview,
} from '../../../components/ui/spreadsheet-import-parts.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useImportCustomerFile } from '../api/save-organization.ts';

/** Customer spreadsheet import for distributors without an ERP link: a dry run first, then apply (ADR 041). */
export function CustomerImport() {
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportCustomerFile();
  const result = upload.data;
  const canApply = Boolean(result && !result.applied && result.counts.errors === 0);
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
      <ImportFileField
        onChoose={(chosen) => {
          setFile(chosen);
          upload.reset();
        }}
      />
      <ImportActions
        hasFile={file !== null}
        canApply={canApply}
        pending={upload.isPending ? (upload.variables?.apply ? 'apply' : 'preview') : null}
        error={upload.isError ? errorMessageOf(upload.error) : null}
        onRun={(apply) => file && upload.mutate({ file, apply })}
      />
      {result && (
        <ImportPreview
          result={{ ...result, rows: result.rows.map((row) => ({ ...row, subject: row.id })) }}
          subjectLabel="Account"
          tableLabel="Customer import preview"
        />
      )}
    </section>
  );
}
