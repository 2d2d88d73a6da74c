import type { StaffDeliveryException, StaffExceptionBody } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useSetException } from '../api/change-exception.ts';

/** The kinds of exception the form offers. */
type Kind = 'closed' | 'moved' | 'extra' | 'cutoff';

const KINDS: { id: Kind; label: string }[] = [
  { id: 'closed', label: 'Closed: no delivery (orders move to the next delivery day)' },
  { id: 'moved', label: 'Moved: this delivery happens on another date' },
  { id: 'extra', label: 'Extra delivery day' },
  { id: 'cutoff', label: 'Different cut-off for this delivery' },
];

function kindOf(exception: StaffDeliveryException | null): Kind {
  if (!exception || exception.closed) return 'closed';
  if (exception.movedTo) return 'moved';
  if (exception.extra) return 'extra';
  return 'cutoff';
}

/** The body the API takes for the form's values. */
function bodyOf(form: FormState, replacesDate: string | null): StaffExceptionBody {
  const cutoff = {
    cutoffDate: form.cutoffDate || null,
    cutoffTime: form.cutoffTime || null,
  };
  const note = form.note.trim() || null;
  const replaces = replacesDate && replacesDate !== form.date ? { replacesDate } : {};
  if (form.kind === 'closed') return { closed: true, note, ...replaces };
  if (form.kind === 'moved') return { movedTo: form.movedTo || null, ...cutoff, note, ...replaces };
  if (form.kind === 'extra') return { extra: true, ...cutoff, note, ...replaces };
  return { ...cutoff, note, ...replaces };
}

interface FormState {
  date: string;
  kind: Kind;
  movedTo: string;
  cutoffDate: string;
  cutoffTime: string;
  note: string;
}

/** Adds an exception, or edits one (its date may change); the server names any bad field. */
export function ExceptionForm({
  businessUnitId,
  timeZone,
  editing,
  onDone,
}: {
  businessUnitId: string;
  timeZone: string;
  editing: StaffDeliveryException | null;
  onDone: () => void;
}) {
  const [form, setForm] = useState<FormState>({
    date: editing?.date ?? '',
    kind: kindOf(editing),
    movedTo: editing?.movedTo ?? '',
    cutoffDate: editing?.cutoffDate ?? '',
    cutoffTime: editing?.cutoffTime ?? '',
    note: editing?.note ?? '',
  });
  const save = useSetException(businessUnitId);
  const fields: Readonly<Record<string, string>> = save.error instanceof ApiError ? save.error.fields : {};
  const set = (name: keyof FormState) => (value: string) => setForm({ ...form, [name]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ date: form.date, body: bodyOf(form, editing?.date ?? null) }, { onSuccess: onDone });
  }

  return (
    <form
      aria-label={editing ? `Edit the exception of ${editing.date}` : 'Add an exception'}
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h3 className="text-lg font-bold text-stone-900">{editing ? 'Edit exception' : 'Add an exception'}</h3>
      {save.isError && (
        <Alert tone="error" title="Not saved">
          {errorMessageOf(save.error)}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Delivery date" type="date" value={form.date} onChange={set('date')} isRequired />
        <Select
          label="What happens"
          options={KINDS}
          value={form.kind}
          onChange={(kind) => setForm({ ...form, kind: kind as Kind })}
        />
        {form.kind === 'moved' && (
          <TextField
            label="Delivered instead on"
            type="date"
            value={form.movedTo}
            onChange={set('movedTo')}
            isRequired
            errorMessage={fields.movedTo}
          />
        )}
        {form.kind !== 'closed' && (
          <>
            <TextField
              label="Cut-off day"
              description="Empty: lead days before the delivery."
              type="date"
              value={form.cutoffDate}
              onChange={set('cutoffDate')}
              isRequired={form.kind === 'cutoff' && !form.cutoffTime}
              errorMessage={fields.cutoffDate}
            />
            <TextField
              label={`Cut-off time (${timeZone})`}
              description="24-hour, on the warehouse's clock. Empty: its usual cut-off."
              placeholder="12:00"
              value={form.cutoffTime}
              onChange={set('cutoffTime')}
              errorMessage={fields.cutoffTime}
            />
          </>
        )}
        <TextField
          label="Note (told to buyers whose orders move)"
          placeholder="Thanksgiving"
          value={form.note}
          onChange={set('note')}
          maxLength={200}
          errorMessage={fields.note ?? fields.date}
        />
      </div>
      <div className="flex gap-3">
        <Button type="submit" isPending={save.isPending}>
          {editing ? 'Save exception' : 'Add exception'}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
