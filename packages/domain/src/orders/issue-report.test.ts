import { describe, expect, it } from 'vitest';
import { decideIssueReport } from './issue-report.ts';

const lines = [
  { line: 'A', checked: true, comment: ' Bruised ' },
  { line: 'B', checked: false, comment: 'ignored because unchecked' },
  { line: 'C', checked: true, comment: 'Short by 2' },
];

describe('decideIssueReport', () => {
  it('sends only checked lines with their comments, and no order message', () => {
    expect(decideIssueReport({ wholeOrder: false, message: 'not sent', lines })).toEqual({
      ok: true,
      contents: {
        wholeOrder: false,
        message: null,
        lines: [
          { line: 'A', comment: 'Bruised' },
          { line: 'C', comment: 'Short by 2' },
        ],
      },
    });
  });

  it('for a flagged order sends one message and drops the per-line comments', () => {
    expect(decideIssueReport({ wholeOrder: true, message: ' Arrived warm ', lines })).toEqual({
      ok: true,
      contents: {
        wholeOrder: true,
        message: 'Arrived warm',
        lines: [
          { line: 'A', comment: null },
          { line: 'C', comment: null },
        ],
      },
    });
  });

  it.each([
    [{ wholeOrder: true, message: '  ', lines }, { message: 'Tell us what was wrong with this order.' }],
    [
      { wholeOrder: false, message: '', lines: lines.map((l) => ({ ...l, checked: false })) },
      { lines: 'Check the items that had a problem.' },
    ],
    [
      { wholeOrder: false, message: '', lines: [lines[0]!, { line: 'C', checked: true, comment: ' ' }] },
      { 'lines.1.comment': 'Tell us what was wrong.' },
    ],
  ])('refuses %j', (input, errors) => {
    expect(decideIssueReport(input)).toEqual({ ok: false, errors });
  });
});
