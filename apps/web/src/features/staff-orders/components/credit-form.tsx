import type { StaffOrderCreditBody } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';

/** A credit call as the form uses it: a react-query mutation of a credit body. */
export interface CreditMutation {
  mutate: (credit: StaffOrderCreditBody, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** Props of CreditForm. */
export interface CreditFormProps {
  /** The form's accessible name, e.g. 'Credit a line of W5000123'. */
  label: string;
  /** The lines that may be credited; none known: the line number is typed. */
  lines: readonly { lineNumber: number; label: string }[];
  credit: CreditMutation;
}

/** Credits one line by quantity (at its price) or amount, with a reason; the server refuses more than the line holds. */
export function CreditForm({ label, lines, credit }: CreditFormProps) {
  const [line, setLine] = useState(String(lines[0]?.lineNumber ?? 1));
  const [by, setBy] = useState<'quantity' | 'amount'>('quantity');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const number = Number(value);
    credit.mutate(
      {
        lineNumber: Number(line),
        reason: reason.trim(),
        ...(by === 'quantity'
          ? { quantity: Math.trunc(number) }
          : { amount: Math.round(number * 100) / 100 }),
      },
      {
        onSuccess: () => {
          setValue('');
          setReason('');
        },
      },
    );
  }
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[minmax(8rem,auto)_auto_8rem_1fr_auto] sm:items-end"
    >
      {lines.length > 0 ? (
        <Select
          label="Line"
          options={lines.map((l) => ({ id: String(l.lineNumber), label: l.label }))}
          value={line}
          onChange={setLine}
        />
      ) : (
        <TextField label="Line" value={line} onChange={setLine} inputMode="numeric" maxLength={5} />
      )}
      <Select
        label="Credit by"
        options={[
          { id: 'quantity', label: 'Quantity' },
          { id: 'amount', label: 'Amount ($)' },
        ]}
        value={by}
        onChange={(next) => setBy(next === 'amount' ? 'amount' : 'quantity')}
      />
      <TextField
        label={by === 'quantity' ? 'Units to credit' : 'Amount to credit ($)'}
        value={value}
        onChange={setValue}
        inputMode="decimal"
        isRequired
      />
      <TextField label="Credit reason" value={reason} onChange={setReason} maxLength={500} isRequired />
      <Button type="submit" variant="secondary" isDisabled={credit.isPending || !value || !reason.trim()}>
        Give credit
      </Button>
      {credit.isError && (
        <Alert tone="error" announce title="No credit was given." className="sm:col-span-5">
          {errorMessageOf(credit.error)}
        </Alert>
      )}
    </form>
  );
}
