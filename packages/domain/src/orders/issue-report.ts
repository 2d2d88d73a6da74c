/** A line as the buyer filled in the report-issue form. */
export interface IssueReportLineInput<L> {
  line: L;
  checked: boolean;
  comment: string;
}

/** What the buyer asked to report. */
export interface IssueReportInput<L> {
  /** The buyer flagged the whole order with one message. */
  wholeOrder: boolean;
  /** The order-level message (used only when the whole order is flagged). */
  message: string;
  lines: readonly IssueReportLineInput<L>[];
}

/** What is reported: the checked lines, each with its comment unless the whole order is flagged. */
export interface IssueReportContents<L> {
  wholeOrder: boolean;
  message: string | null;
  lines: { line: L; comment: string | null }[];
}

/** Why a report cannot be sent, by field, or the contents to send. */
export type IssueReportDecision<L> =
  { ok: true; contents: IssueReportContents<L> } | { ok: false; errors: Record<string, string> };

/** Longest comment or message a buyer may write. */
export const MAX_ISSUE_TEXT = 1000;

/**
 * Spec section 5: per-product comments are used unless the whole order is flagged, then one
 * order-level message is sent (and the per-line comments are not). Only checked lines are reported.
 * A report needs something to say: the order message when the whole order is flagged, otherwise at
 * least one checked line and a comment on every checked line.
 */
export function decideIssueReport<L>(input: IssueReportInput<L>): IssueReportDecision<L> {
  const checked = input.lines.filter((entry) => entry.checked);
  const errors: Record<string, string> = {};
  if (input.wholeOrder) {
    const message = input.message.trim();
    if (!message) errors.message = 'Tell us what was wrong with this order.';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return {
      ok: true,
      contents: {
        wholeOrder: true,
        message,
        lines: checked.map((entry) => ({ line: entry.line, comment: null })),
      },
    };
  }
  if (checked.length === 0) errors.lines = 'Check the items that had a problem.';
  input.lines.forEach((entry, index) => {
    if (entry.checked && !entry.comment.trim()) errors[`lines.${index}.comment`] = 'Tell us what was wrong.';
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    contents: {
      wholeOrder: false,
      message: null,
      lines: checked.map((entry) => ({ line: entry.line, comment: entry.comment.trim() })),
    },
  };
}
