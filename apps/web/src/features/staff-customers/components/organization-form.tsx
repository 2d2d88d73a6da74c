import type { CustomerFeedRow, StaffOrganizationDetail } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useCreateOrganization, useEditOrganization } from '../api/save-organization.ts';

const BRANDS = [
  { id: '0', label: '0 · Specialty' },
  { id: '1', label: '1 · Protein' },
  { id: '2', label: '2 · Produce' },
  { id: '3', label: "3 · Chef's items" },
];
const REGIONS = ['northeast', 'southeast', 'midwest', 'west'].map((id) => ({ id, label: id }));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const FLAGS = [
  ['isActive', 'Active (may order)'],
  ['isProtein', 'Protein'],
  ['isSpecialty', 'Specialty'],
  ['isCme', 'CME'],
  ['isPPro', 'PPro'],
  ['isOnHold', 'On hold'],
] as const;

type Flag = (typeof FLAGS)[number][0];
type TextKey =
  | 'id'
  | 'name'
  | 'businessUnit'
  | 'customerGroupId'
  | 'primarySalesRepName'
  | 'primarySalesRepEmail'
  | 'brand'
  | 'region'
  | 'address1'
  | 'city'
  | 'state'
  | 'zip'
  | 'holdMessage';
type Draft = Record<TextKey, string> & Record<Flag, boolean> & { routeWeekdays: number[] };

function draftOf(detail: StaffOrganizationDetail | null): Draft {
  return {
    id: detail?.id ?? '',
    name: detail?.name ?? '',
    businessUnit: detail?.businessUnitId ?? '',
    customerGroupId: detail?.customerGroupId ?? '',
    primarySalesRepName: detail?.salesRep.name ?? '',
    primarySalesRepEmail: detail?.salesRep.email ?? '',
    brand: String(detail?.brand ?? 0),
    region: detail?.region ?? 'northeast',
    address1: detail?.address.address1 ?? '',
    city: detail?.address.city ?? '',
    state: detail?.address.state ?? '',
    zip: detail?.address.zip ?? '',
    holdMessage: detail?.holdErrors[0] ?? '',
    isActive: detail?.isActive ?? true,
    isProtein: detail?.flags.isProtein ?? false,
    isSpecialty: detail?.flags.isSpecialty ?? false,
    isCme: detail?.flags.isCme ?? false,
    isPPro: detail?.flags.isPPro ?? false,
    isOnHold: detail?.isOnHold ?? false,
    routeWeekdays: detail?.routeWeekdays ?? [],
  };
}

function rowOf(draft: Draft): CustomerFeedRow {
  const address = [draft.address1, draft.city, draft.state, draft.zip];
  return {
    id: draft.id.trim(),
    name: draft.name,
    businessUnit: draft.businessUnit,
    customerGroupId: draft.customerGroupId,
    primarySalesRepName: draft.primarySalesRepName,
    primarySalesRepEmail: draft.primarySalesRepEmail,
    brand: Number(draft.brand) as CustomerFeedRow['brand'],
    region: draft.region as CustomerFeedRow['region'],
    isActive: draft.isActive,
    isProtein: draft.isProtein,
    isSpecialty: draft.isSpecialty,
    isCme: draft.isCme,
    isPPro: draft.isPPro,
    isOnHold: draft.isOnHold,
    holdMessage: draft.isOnHold ? draft.holdMessage : undefined,
    ...(draft.routeWeekdays.length > 0 ? { routeWeekdays: [...draft.routeWeekdays].sort() } : {}),
    ...(address.some(Boolean)
      ? { shipTo: { address1: draft.address1, city: draft.city, state: draft.state, zip: draft.zip } }
      : {}),
  };
}

/** Props of OrganizationForm. */
export interface OrganizationFormProps {
  /** The organization to edit, or null to create one. */
  organization: StaffOrganizationDetail | null;
  onSaved: (detail: StaffOrganizationDetail) => void;
  onCancel: () => void;
}

/** Create or edit an organization: the customer feed's fields, every bad field shown at once (ADR 041). */
export function OrganizationForm({ organization, onSaved, onCancel }: OrganizationFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(organization));
  const create = useCreateOrganization();
  const edit = useEditOrganization(organization?.id ?? '');
  const save = organization ? edit : create;
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const errorOf = (key: string) => fields[key] ?? fields[`shipTo.${key}`];
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const text = (key: TextKey, label: string, extra: { isRequired?: boolean; type?: string } = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      errorMessage={errorOf(key)}
      {...extra}
    />
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const row = rowOf(draft);
    if (organization) {
      const { id: _id, ...body } = row;
      edit.mutate(body, { onSuccess: onSaved });
    } else create.mutate(row, { onSuccess: onSaved });
  }

  return (
    <form
      onSubmit={submit}
      aria-labelledby="organization-form-heading"
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      noValidate
    >
      <h2 id="organization-form-heading" className="text-lg font-bold text-stone-900">
        {organization ? `Edit ${organization.name}` : 'New organization'}
      </h2>
      {save.isError && (
        <Alert tone="error" title="The organization could not be saved">
          {errorMessageOf(save.error)}
        </Alert>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {organization ? (
          <p className="text-stone-700">Account number {organization.id}</p>
        ) : (
          text('id', 'Account number', { isRequired: true })
        )}
        {text('name', 'Name', { isRequired: true })}
        {text('businessUnit', 'Business unit', { isRequired: true })}
        {text('customerGroupId', 'Customer group', { isRequired: true })}
        {text('primarySalesRepName', 'Sales rep name', { isRequired: true })}
        {text('primarySalesRepEmail', 'Sales rep e-mail', { isRequired: true, type: 'email' })}
        <Select label="Brand" options={BRANDS} value={draft.brand} onChange={(v) => set('brand', v)} />
        <Select
          label="Region"
          options={REGIONS}
          value={draft.region}
          onChange={(v) => set('region', v)}
          errorMessage={errorOf('region')}
        />
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-stone-800">Route days</legend>
        <div className="flex flex-wrap gap-x-4">
          {WEEKDAYS.map((name, index) => (
            <Checkbox
              key={name}
              isSelected={draft.routeWeekdays.includes(index + 1)}
              onChange={(on) =>
                set(
                  'routeWeekdays',
                  on
                    ? [...draft.routeWeekdays, index + 1]
                    : draft.routeWeekdays.filter((day) => day !== index + 1),
                )
              }
            >
              {name}
            </Checkbox>
          ))}
        </div>
        {errorOf('routeWeekdays') && <p className="text-sm text-red-800">{errorOf('routeWeekdays')}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-4">
        {text('address1', 'Ship-to street')}
        {text('city', 'City')}
        {text('state', 'State')}
        {text('zip', 'ZIP')}
      </div>
      <div className="flex flex-wrap gap-x-4">
        {FLAGS.map(([key, label]) => (
          <Checkbox key={key} isSelected={draft[key]} onChange={(on) => set(key, on)}>
            {label}
          </Checkbox>
        ))}
      </div>
      {draft.isOnHold && text('holdMessage', 'Message buyers read while on hold')}
      <div className="flex gap-2">
        <Button type="submit" isPending={save.isPending}>
          {organization ? 'Save changes' : 'Create organization'}
        </Button>
        <Button variant="ghost" onPress={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
