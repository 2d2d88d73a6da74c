import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchPicker } from '../../../components/ui/search-picker.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useOrganizationPicker, useStaffFilterOptions } from '../../../lib/staff-filter-options.ts';

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

const ANY = 'any';

/** A dropdown of names with 'Any' first; the server's list is in the staff member's scope. */
function NameSelect({
  label,
  names,
  value,
  onChange,
}: {
  label: string;
  names: readonly { id: string; name: string }[] | undefined;
  value: string;
  onChange: (id: string) => void;
}) {
  const options = [
    { id: ANY, label: `Any ${label.toLowerCase()}` },
    ...(names ?? []).map((n) => ({ id: n.id, label: n.name })),
  ];
  return (
    <Select
      label={label}
      options={options}
      value={value || ANY}
      onChange={(id) => onChange(id === ANY ? '' : id)}
    />
  );
}

/** Business unit, customer group, sales rep and organization, picked by name, to narrow every figure and export. */
export function AnalyticsFilters({
  value,
  onChange,
}: {
  value: AnalyticsFilterValues;
  onChange: (next: AnalyticsFilterValues) => void;
}) {
  const [draft, setDraft] = useState(value);
  const names = useStaffFilterOptions();
  const organizations = useOrganizationPicker();
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
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_1.4fr_auto] lg:items-end"
    >
      <NameSelect
        label="Business unit"
        names={names.data?.businessUnits}
        value={draft.businessUnitId}
        onChange={set('businessUnitId')}
      />
      <NameSelect
        label="Customer group"
        names={names.data?.customerGroups}
        value={draft.customerGroupId}
        onChange={set('customerGroupId')}
      />
      <NameSelect
        label="Sales rep"
        names={names.data?.salesReps}
        value={draft.salesRepId}
        onChange={set('salesRepId')}
      />
      <SearchPicker
        label="Organization"
        placeholder="Any organization: type a name or account"
        {...organizations}
        onInputChange={(text) => {
          organizations.onInputChange(text);
          // Emptying the field means any organization again.
          if (text.trim() === '') set('organizationId')('');
        }}
        value={draft.organizationId}
        onChange={set('organizationId')}
      />
      <div className="flex gap-2">
        <Button type="submit">Apply</Button>
        <Button
          variant="ghost"
          onPress={() => {
            setDraft(NO_ANALYTICS_FILTERS);
            organizations.onInputChange('');
            onChange(NO_ANALYTICS_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
      {names.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          The names to filter by could not be loaded: {errorMessageOf(names.error)}
        </p>
      )}
    </form>
  );
}
