import type { OrderLine } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { track } from '../../../lib/tracker/index.ts';
import { useReportIssue } from '../api/report-issue.ts';
import { emptyReportForm, reportRequestOf, type ReportForm } from '../report-form.ts';

/** Props of ReportIssueForm. */
export interface ReportIssueFormProps {
  orderNumber: string;
  lines: readonly OrderLine[];
  /** Called once the report is stored: when (ISO), and what it covered. */
  onDone: (reportedAtIso: string, sent: { lineCount: number; wholeOrder: boolean }) => void;
  onCancel: () => void;
}

/**
 * Report an order issue: check the lines that had a problem and say what per line, or flag the whole
 * order with one message (then the per-line comments are not sent). Only checked lines are reported.
 */
export function ReportIssueForm({ orderNumber, lines, onDone, onCancel }: ReportIssueFormProps) {
  const [form, setForm] = useState<ReportForm>(() => emptyReportForm(lines));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const report = useReportIssue();

  function setLine(index: number, change: Partial<ReportForm['lines'][number]>) {
    setForm((current) => ({
      ...current,
      lines: current.lines.map((entry, i) => (i === index ? { ...entry, ...change } : entry)),
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const request = reportRequestOf(orderNumber, form);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    setErrors({});
    report.mutate(request.body, {
      onSuccess: ({ report: stored }) => {
        track('Report Order Issue', {
          order_id: orderNumber,
          whole_order: stored.wholeOrder,
          line_count: stored.lines.length,
          products: stored.lines.map((line) => ({ sku: line.productSku, name: line.productTitle })),
        });
        onDone(stored.reportedAtIso, { lineCount: stored.lines.length, wholeOrder: stored.wholeOrder });
      },
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Report an issue with order ${orderNumber}`}
      className="flex flex-col gap-5"
      noValidate
    >
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <Checkbox
          isSelected={form.wholeOrder}
          onChange={(wholeOrder) => setForm((current) => ({ ...current, wholeOrder }))}
          description="One message about the whole order; comments on single items are then not sent."
        >
          Flag the whole order
        </Checkbox>
        {form.wholeOrder && (
          <TextField
            label="What went wrong with this order?"
            multiline
            isRequired
            value={form.message}
            onChange={(message) => setForm((current) => ({ ...current, message }))}
            errorMessage={errors.message}
            maxLength={1000}
            className="mt-3"
          />
        )}
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-stone-900">Which items had a problem?</legend>
        {errors.lines && (
          <Alert tone="error" announce>
            {errors.lines}
          </Alert>
        )}
        {form.lines.map((entry, index) => (
          <div
            key={entry.line.lineNumber}
            className={`rounded-xl border p-3 ${entry.checked ? 'border-brand-300 bg-brand-50/40' : 'border-stone-200 bg-white'}`}
          >
            <Checkbox
              isSelected={entry.checked}
              onChange={(checked) => setLine(index, { checked })}
              description={`SKU ${entry.line.productSku} · ${entry.line.packSize} · ${entry.line.quantity} ${entry.line.unitOfMeasure} at ${entry.line.unitPrice}`}
            >
              {entry.line.productTitle}
            </Checkbox>
            {entry.checked && !form.wholeOrder && (
              <TextField
                label={`What was wrong with ${entry.line.productTitle}?`}
                value={entry.comment}
                onChange={(comment) => setLine(index, { comment })}
                errorMessage={errors[`lines.${index}.comment`]}
                maxLength={1000}
                className="mt-2 sm:ml-9"
              />
            )}
            {entry.checked && (
              <div className="sm:ml-9">
                <Checkbox
                  isSelected={entry.creditRequested === true}
                  onChange={(creditRequested) => setLine(index, { creditRequested })}
                  description={
                    entry.line.delivered
                      ? `${entry.line.delivered.quantity} of ${entry.line.quantity} delivered${entry.line.delivered.substituteTitle ? `, substituted by ${entry.line.delivered.substituteTitle}` : ''}.`
                      : undefined
                  }
                >
                  Request a credit for this item
                </Checkbox>
              </div>
            )}
          </div>
        ))}
      </fieldset>
      {report.error && (
        <Alert tone="error" announce title="Your report was not sent.">
          {errorMessageOf(report.error)}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={report.isPending}>
          Send to my sales rep
        </Button>
      </div>
    </form>
  );
}
