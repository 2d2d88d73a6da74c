import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** The filters of the impersonation audit, as the URL holds them. */
export interface ImpersonationAuditFilterValues {
  staff: string;
  customer: string;
  from: string;
  to: string;
}

/** No filter at all. */
export const NO_AUDIT_FILTERS: ImpersonationAuditFilterValues = { staff: '', customer: '', from: '', to: '' };

/** Staff member, customer and days to narrow the audit to; applied on submit so typing sends no requests. */
export function ImpersonationAuditFilters({
  value,
  onChange,
}: {
  value: ImpersonationAuditFilterValues;
  onChange: (next: ImpersonationAuditFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof ImpersonationAuditFilterValues) => (next: string) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const dateError =
    draft.from && draft.to && draft.from > draft.to ? 'The first day must not be after the last.' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!dateError) onChange(draft);
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Filter the impersonation audit"
      className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end"
    >
      <TextField
        label="Staff member"
        placeholder="E-mail or name"
        value={draft.staff}
        onChange={set('staff')}
        maxLength={100}
      />
      <TextField
        label="Customer"
        placeholder="Buyer, organization or account"
        value={draft.customer}
        onChange={set('customer')}
        maxLength={100}
      />
      <TextField label="From" type="date" value={draft.from} onChange={set('from')} />
      <TextField label="To" type="date" value={draft.to} onChange={set('to')} errorMessage={dateError} />
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        <Button
          variant="ghost"
          onPress={() => {
            setDraft(NO_AUDIT_FILTERS);
            onChange(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
