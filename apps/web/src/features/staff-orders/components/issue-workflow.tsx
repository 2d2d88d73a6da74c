import type { StaffOrderIssue } from '@larder/contract';
import { ORDER_ISSUE_STATUSES, ORDER_ISSUE_STATUS_FRIENDLY, type OrderIssueStatus } from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { CreditForm } from './credit-form.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useChangeOrderIssue, useCreditOrderIssue } from '../api/change-order-issue.ts';
import { useAssignees } from '../api/list-assignees.ts';

const statusOptions = ORDER_ISSUE_STATUSES.map((status) => ({
  id: status,
  label: ORDER_ISSUE_STATUS_FRIENDLY[status],
}));

/** Where an issue report stands and what staff do with it: status, assignee, a reply to the buyer, credits. */
export function IssueWorkflow({ issue }: { issue: StaffOrderIssue }) {
  const change = useChangeOrderIssue(issue.id);
  const credit = useCreditOrderIssue(issue.id);
  const assignees = useAssignees();
  const [reply, setReply] = useState('');
  const assigneeOptions = [
    { id: 'nobody', label: 'Nobody' },
    ...(assignees.data?.items ?? []).map((a) => ({ id: a.id, label: `${a.name} (${a.email})` })),
  ];
  function sendReply(event: FormEvent) {
    event.preventDefault();
    if (!reply.trim()) return;
    change.mutate({ reply: reply.trim(), status: 'resolved' }, { onSuccess: () => setReply('') });
  }
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label="Issue status"
          options={statusOptions}
          value={issue.status}
          onChange={(status) => change.mutate({ status: status as OrderIssueStatus })}
        />
        <Select
          label="Assignee"
          options={assigneeOptions}
          value={issue.assigneeUserId ?? 'nobody'}
          onChange={(id) => change.mutate({ assigneeUserId: id === 'nobody' ? null : id })}
        />
      </div>
      {issue.reply && (
        <p className="rounded-lg bg-stone-50 p-3 text-stone-900">
          <span className="font-semibold">Reply sent to the buyer:</span> {issue.reply}
        </p>
      )}
      <form
        aria-label={`Reply to the buyer about ${issue.webOrderNumber}`}
        onSubmit={sendReply}
        className="flex flex-col gap-2"
      >
        <TextField
          label="Reply to the buyer (e-mailed and shown on the order)"
          value={reply}
          onChange={setReply}
          multiline
          maxLength={2000}
        />
        <Button type="submit" className="self-start" isDisabled={change.isPending || !reply.trim()}>
          Send reply and resolve
        </Button>
      </form>
      {issue.credits.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm text-stone-900">
          {issue.credits.map((credit) => (
            <li key={credit.id}>
              Credit on line {credit.lineNumber} {credit.productTitle}:{' '}
              <span className="font-semibold">{credit.amount}</span>
              {credit.quantity !== null && ` (${credit.quantity} credited)`} — {credit.reason}
            </li>
          ))}
        </ul>
      )}
      <CreditForm
        label={`Credit a line of ${issue.webOrderNumber}`}
        lines={issue.lines.map((l) => ({ lineNumber: l.lineNumber, label: `Line ${l.lineNumber}` }))}
        credit={credit}
      />
      {change.isError && (
        <Alert tone="error" announce title="The issue report was not changed.">
          {errorMessageOf(change.error)}
        </Alert>
      )}
    </div>
  );
}
