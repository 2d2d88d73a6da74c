import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  RANGE_PRESETS,
  presetOf,
  presetRange,
  rangeErrors,
  type AnalyticsRange,
} from '../analytics-range.ts';

/** Props of RangePicker. */
export interface RangePickerProps {
  range: AnalyticsRange;
  today: string;
  onChange: (range: AnalyticsRange) => void;
  /** The server's messages about the range, by field. */
  serverErrors?: Partial<Record<string, string>>;
}

/**
 * The dashboard's range: quick presets (7, 30, 90 and 365 days ending today) applied at once, or a first
 * and last day typed in and applied with the button, checked as the server checks them.
 */
export function RangePicker({ range, today, onChange, serverErrors }: RangePickerProps) {
  const [draft, setDraft] = useState(range);
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>> | null>(null);
  const current = presetOf(range, today);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = rangeErrors(draft);
    setErrors(found);
    if (!found) onChange(draft);
  }

  function choose(days: number) {
    const next = presetRange(days, today);
    setDraft(next);
    setErrors(null);
    onChange(next);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Date range"
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 lg:flex-row lg:items-end lg:justify-between"
    >
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((days) => (
          <Button
            key={days}
            variant={current === days ? 'primary' : 'secondary'}
            aria-pressed={current === days}
            onPress={() => choose(days)}
          >
            Last {days} days
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="From"
          type="date"
          value={draft.from}
          max={today}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          errorMessage={errors?.from ?? serverErrors?.from}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          max={today}
          onChange={(to) => setDraft((d) => ({ ...d, to }))}
          errorMessage={errors?.to ?? serverErrors?.to}
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
    </form>
  );
}
