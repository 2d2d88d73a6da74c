import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

/** Whose figures the dashboard shows: empty means every one the staff member may see. */
export interface AnalyticsFilterValues {
  businessUnitId: string;
  customerGroupId: string;
  salesRepId: string;
  organizationId: string;
}

/** No filter. */
export const NO_ANALYTICS_FILTERS: AnalyticsFilterValues = {
  businessUnitId: '',
  customerGroupId: '',
  salesRepId: '',
  organizationId: '',
};

/** The filters with a value, as query parameters. */
export function filterQuery(filters: AnalyticsFilterValues): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
}

/** Business unit, customer group, sales rep and organization to narrow every figure and export to. */
export function AnalyticsFilters({
  value,
  onChange,
}: {
  value: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof AnalyticsFilterValues) => (next: string) =>
    setDraft((current) => ({ ...current, [key]: next }));
  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(draft);
  }
  return (
    <form
      onSubmit={submit}
      aria-label="Filter the figures"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <TextField
        label="Business unit"
        placeholder="Id, e.g. BU-NYC01"
        value={draft.businessUnitId}
        onChange={set('businessUnitId')}
        maxLength={64}
      />
      <TextField
        label="Customer group"
        placeholder="Id"
        value={draft.customerGroupId}
        onChange={set('customerGroupId')}
        maxLength={64}
      />
      <TextField
        label="Sales rep"
        placeholder="Id"
        value={draft.salesRepId}
        onChange={set('salesRepId')}
        maxLength={64}
      />
      <TextField
        label="Organization"
        placeholder="Account number"
        value={draft.organizationId}
        onChange={set('organizationId')}
        maxLength={64}
      />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onPress={() => {
            setDraft(NO_ANALYTICS_FILTERS);
            onChange(NO_ANALYTICS_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}
