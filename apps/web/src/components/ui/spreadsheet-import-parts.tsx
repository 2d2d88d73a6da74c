import type { ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';

const STATUS_TONES = { new: 'positive', changed: 'neutral', unchanged: 'neutral', error: 'caution' } as const;
/** A preview lists this many rows; the counts above it cover the whole file. */
const SHOWN_ROWS = 500;

/** One row of an import preview, whatever the file holds. */
export interface ImportPreviewRow {
  row: number;
  /** What the row is about: a SKU, an account number. */
  subject: string;
  status: keyof typeof STATUS_TONES;
  /** What the row sets, from what to what, where the import says it. */
  detail?: string | undefined;
  errors: { column: string; message: string }[];
}

/** What an import did or would do, as the preview draws it. */
export interface ImportPreviewResult {
  counts: { new: number; changed: number; unchanged: number; errors: number };
  message: string;
  rows: ImportPreviewRow[];
}

/** The dry run's answer: the counts, then each row with its status, what it changes and every error. */
export function ImportPreview({
  result,
  subjectLabel,
  tableLabel,
}: {
  result: ImportPreviewResult;
  /** The heading of the column that names each row's subject ('SKU', 'Account'). */
  subjectLabel: string;
  tableLabel: string;
}) {
  const shown = result.rows.slice(0, SHOWN_ROWS);
  // Prices and stock say what each row sets; products and customers say it by their status alone.
  const hasDetails = shown.some((row) => row.detail !== undefined);
  const headings = ['Row', subjectLabel, 'Status', ...(hasDetails ? ['Change'] : []), 'Errors'];
  return (
    <div className="flex flex-col gap-3">
      <Alert tone={result.counts.errors > 0 ? 'error' : 'success'} title={result.message}>
        New {result.counts.new} · changed {result.counts.changed} · unchanged {result.counts.unchanged} · rows
        with errors {result.counts.errors}
      </Alert>
      {shown.length > 0 && (
        <table className="text-sm" aria-label={tableLabel}>
          <thead>
            <tr className="text-left text-stone-600">
              {headings.map((name) => (
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
                <td className="py-1 pr-3">{row.subject}</td>
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

/** The file picker of an import; choosing another file forgets the last preview. */
export function ImportFileField({ onChoose }: { onChoose: (file: File | null) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
      File
      <input
        type="file"
        accept=".csv,.xlsx,text/csv"
        className="text-sm font-normal"
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
      />
    </label>
  );
}

/** Preview and Apply, then the upload's error: Apply only once a preview without errors stands. */
export function ImportActions({
  hasFile,
  canApply,
  pending,
  error,
  onRun,
}: {
  hasFile: boolean;
  canApply: boolean;
  /** Which run is under way, if any. */
  pending: 'preview' | 'apply' | null;
  /** The upload's error message, when the file could not be read. */
  error: ReactNode;
  onRun: (apply: boolean) => void;
}) {
  return (
    <>
      <div className="flex gap-2">
        <Button isDisabled={!hasFile} isPending={pending === 'preview'} onPress={() => onRun(false)}>
          Preview
        </Button>
        <Button
          variant="secondary"
          isDisabled={!hasFile || !canApply}
          isPending={pending === 'apply'}
          onPress={() => onRun(true)}
        >
          Apply
        </Button>
      </div>
      {error && (
        <Alert tone="error" title="The file could not be read">
          {error}
        </Alert>
      )}
    </>
  );
}
