import type { OrderLine, ReportIssueBody } from '@larder/contract';
import { decideIssueReport } from '@larder/domain';

/** One line of the report form as the buyer fills it in (spec section 3: comment, checked). */
export interface ReportFormLine {
  line: OrderLine;
  checked: boolean;
  comment: string;
  /** Ask for a credit for this line (ADR 021: after delivery). */
  creditRequested?: boolean;
}

/** The report form. */
export interface ReportForm {
  wholeOrder: boolean;
  message: string;
  lines: ReportFormLine[];
}

/** An empty form for an order's lines. */
export function emptyReportForm(lines: readonly OrderLine[]): ReportForm {
  return {
    wholeOrder: false,
    message: '',
    lines: lines.map((line) => ({ line, checked: false, comment: '' })),
  };
}

/**
 * What the form sends, or the errors to show (the same rule the server applies, spec section 5): only
 * checked lines; per-line comments unless the whole order is flagged, then only the one message.
 */
export function reportRequestOf(
  webOrderNumber: string,
  form: ReportForm,
): { ok: true; body: ReportIssueBody } | { ok: false; errors: Record<string, string> } {
  const decision = decideIssueReport(form);
  if (!decision.ok) return decision;
  const comments = new Map(decision.contents.lines.map((entry) => [entry.line.lineNumber, entry.comment]));
  return {
    ok: true,
    body: {
      webOrderNumber,
      wholeOrder: decision.contents.wholeOrder,
      message: decision.contents.message ?? '',
      lines: form.lines
        .filter((entry) => comments.has(entry.line.lineNumber))
        .map((entry) => ({
          lineNumber: entry.line.lineNumber,
          checked: true,
          comment: comments.get(entry.line.lineNumber) ?? '',
          ...(entry.creditRequested && { creditRequested: true }),
        })),
    },
  };
}
