import type { OrderDetails } from '@larder/contract';
import { ReceiptIcon } from '../../../components/ui/icons.tsx';
import { zonedDateTime } from '../../../lib/date-time.ts';

const ISSUE_STATUS = { new: 'Received', 'in-progress': 'Being looked into', resolved: 'Resolved' } as const;

/** The issues the buyer reported with the distributor's replies, and the credits given on the order's lines. */
export function OrderIssuesAndCredits({ details }: { details: OrderDetails }) {
  const { header } = details;
  const credits = details.credits ?? [];
  return (
    <>
      {credits.length > 0 && (
        <section aria-labelledby="credits-heading" className="flex flex-col gap-3">
          <h2 id="credits-heading" className="text-xl font-bold text-stone-900">
            Credits
          </h2>
          <ul className="flex flex-col gap-1 rounded-2xl border border-stone-200 bg-white p-4">
            {credits.map((credit) => (
              <li key={credit.id} className="text-stone-800">
                <span className="font-semibold text-stone-900">{credit.amount}</span> on {credit.productTitle}
                {credit.quantity !== null && ` (${credit.quantity} credited)`}
                <span className="text-stone-600"> — {credit.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {details.issueReports.length > 0 && (
        <section aria-labelledby="reports-heading" className="flex flex-col gap-3 print:hidden">
          <h2 id="reports-heading" className="text-xl font-bold text-stone-900">
            Reported issues
          </h2>
          {details.issueReports.map((report) => (
            <div key={report.id} className="rounded-2xl border border-stone-200 bg-white p-4">
              <p className="text-sm text-stone-600">
                <ReceiptIcon className="mr-1 inline size-4" /> Reported{' '}
                {zonedDateTime(report.reportedAtIso, header.timeZone)}
                {report.status && ` · ${ISSUE_STATUS[report.status]}`}
              </p>
              {report.message && <p className="mt-1 font-semibold text-stone-900">{report.message}</p>}
              <ul className="mt-2 flex flex-col gap-1">
                {report.lines.map((line) => (
                  <li key={line.lineNumber} className="text-stone-800">
                    {line.productTitle}
                    {line.comment && <span className="text-stone-600"> — {line.comment}</span>}
                    {line.creditRequested && (
                      <span className="font-semibold text-stone-800"> · credit requested</span>
                    )}
                  </li>
                ))}
              </ul>
              {report.reply && (
                <div className="mt-3 rounded-xl bg-stone-50 p-3">
                  <p className="text-sm font-semibold text-stone-700">
                    Reply from Larder Foodservice
                    {report.repliedAt && ` · ${zonedDateTime(report.repliedAt, header.timeZone)}`}
                  </p>
                  <p className="whitespace-pre-line text-stone-900">{report.reply}</p>
                </div>
              )}
            </div>
          ))}
        </section>
      )}
    </>
  );
}
