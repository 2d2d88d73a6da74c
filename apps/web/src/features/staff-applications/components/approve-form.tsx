import type { ApproveApplicationBody, Region, StaffApplication, StaffReferenceData } from '@larder/contract';
import { useState, type FormEvent } from 'react';
import { Form, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ChoiceList } from '../../../components/ui/choice-list.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { formatName } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOrganizationChoices, useReferenceData } from '../api/get-reference-data.ts';
import { useApproveApplication } from '../api/review-application.ts';
import {
  BRAND_NAMES,
  defaultNewOrganization,
  noServingUnitMessage,
  servingUnitOf,
  type NewOrganizationDraft,
} from '../approve-defaults.ts';

type Mode = 'existing' | 'new';

const tabClasses =
  'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm font-semibold text-stone-700 outline-none ' +
  'data-focus-visible:ring-2 data-focus-visible:ring-brand-500 data-selected:bg-white data-selected:text-brand-900 data-selected:shadow-sm';

function ExistingOrganization({
  selectedId,
  onSelect,
  error,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
  error: string | undefined;
}) {
  const [search, setSearch] = useState('');
  const choices = useOrganizationChoices(useDebouncedValue(search.trim(), 300));
  return (
    <div className="flex flex-col gap-3">
      <SearchField
        label="Find an organization"
        placeholder="Name or account number"
        value={search}
        onChange={setSearch}
      />
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-stone-800" id="approve-organizations">
          Organizations
        </p>
        {choices.isFetching && <Spinner label="Searching organizations…" />}
      </div>
      {choices.isError ? (
        <Alert tone="error">{errorMessageOf(choices.error)}</Alert>
      ) : (
        <ChoiceList
          label="Organizations"
          items={choices.data ?? []}
          selectedId={selectedId}
          onSelect={onSelect}
          textOf={(o) => `${o.name} (${o.id})`}
          emptyText={choices.isPending ? 'Loading…' : 'No organization matches this search.'}
        >
          {(o) => (
            <span className="flex flex-col">
              <span className="font-semibold">{o.name}</span>
              <span className="text-sm text-stone-600">
                Account {o.id} · {BRAND_NAMES[o.brand] ?? `Brand ${o.brand}`} · {o.city}, {o.state} ·{' '}
                {o.members === 1 ? '1 user' : `${o.members} users`}
              </span>
            </span>
          )}
        </ChoiceList>
      )}
      {error && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function NewOrganizationFields({
  draft,
  reference,
  unservedState,
  onChange,
  errorOf,
}: {
  draft: NewOrganizationDraft;
  reference: StaffReferenceData;
  /** The applicant's state when no business unit serves it (the unit is then left for staff to choose). */
  unservedState: string | null;
  onChange: (next: NewOrganizationDraft) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const set = <K extends keyof NewOrganizationDraft>(key: K, value: NewOrganizationDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const units = reference.businessUnits.map((u) => ({
    id: u.id,
    label: `${u.name} (${BRAND_NAMES[u.brand] ?? u.brand})`,
  }));
  const unitBrands = [...new Set(reference.businessUnits.map((u) => u.brand))].sort((a, b) => a - b);
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Organization name"
        isRequired
        value={draft.name}
        onChange={(value) => set('name', value)}
        errorMessage={errorOf('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Business unit"
          isRequired
          options={units}
          value={draft.businessUnitId}
          description={
            unservedState !== null && !draft.businessUnitId ? noServingUnitMessage(unservedState) : undefined
          }
          onChange={(id) => {
            // A unit ships one brand: choosing the unit chooses its brand.
            const unit = reference.businessUnits.find((u) => u.id === id);
            onChange({ ...draft, businessUnitId: id, brand: unit?.brand ?? draft.brand });
          }}
          errorMessage={errorOf('businessUnitId')}
        />
        <Select
          label="Brand"
          isRequired
          options={unitBrands.map((b) => ({ id: String(b), label: BRAND_NAMES[b] ?? `Brand ${b}` }))}
          value={String(draft.brand)}
          onChange={(value) => set('brand', Number(value))}
          description="The business unit's brand."
          errorMessage={errorOf('brand')}
        />
        <Select
          label="Customer group"
          isRequired
          options={reference.customerGroups.map((g) => ({ id: g.id, label: g.name }))}
          value={draft.customerGroupId}
          onChange={(value) => set('customerGroupId', value)}
          errorMessage={errorOf('customerGroupId')}
        />
        <Select
          label="Region"
          isRequired
          options={reference.regions.map((r) => ({ id: r, label: formatName(r) }))}
          value={draft.region}
          onChange={(value) => set('region', value as Region)}
          errorMessage={errorOf('region')}
        />
        <Select
          label="Sales rep"
          isRequired
          className="sm:col-span-2"
          options={reference.salesReps.map((r) => ({
            id: r.id,
            label: `${r.name} (${formatName(r.region)})`,
          }))}
          value={draft.salesRepId}
          onChange={(value) => set('salesRepId', value)}
          errorMessage={errorOf('salesRepId')}
        />
      </div>
      <fieldset className="flex flex-col">
        <legend className="text-sm font-semibold text-stone-800">Flags</legend>
        <Checkbox isSelected={draft.isProtein} onChange={(v) => set('isProtein', v)}>
          Protein customer
        </Checkbox>
        <Checkbox isSelected={draft.isSpecialty} onChange={(v) => set('isSpecialty', v)}>
          Specialty customer
        </Checkbox>
        <Checkbox isSelected={draft.isCme} onChange={(v) => set('isCme', v)}>
          CME
        </Checkbox>
        <Checkbox isSelected={draft.isPPro} onChange={(v) => set('isPPro', v)}>
          PPro
        </Checkbox>
      </fieldset>
      {errorOf('routeWeekdays') && (
        <p className="text-sm font-medium text-red-700" role="alert">
          {errorOf('routeWeekdays')}
        </p>
      )}
    </div>
  );
}

/**
 * Approves an application: into an existing organization found by search, or a new one prefilled from the
 * application. Field errors from the server land under their fields; anything else above the button.
 */
export function ApproveForm({ application, onDone }: { application: StaffApplication; onDone: () => void }) {
  const reference = useReferenceData();
  const [mode, setMode] = useState<Mode>('new');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [draft, setDraft] = useState<NewOrganizationDraft | null>(null);
  const [localError, setLocalError] = useState<string | undefined>();
  const approve = useApproveApplication(application.id);
  const fields = approve.error instanceof ApiError ? approve.error.fields : {};
  const current = draft ?? (reference.data ? defaultNewOrganization(application, reference.data) : null);
  const newErrorOf = (field: string) => fields[`newOrganization.${field}`];
  const shownFieldKeys = [
    'organizationId',
    ...['name', 'businessUnitId', 'brand', 'customerGroupId', 'region', 'salesRepId', 'routeWeekdays'].map(
      (f) => `newOrganization.${f}`,
    ),
  ];
  const otherError =
    approve.isError && !Object.keys(fields).some((key) => shownFieldKeys.includes(key))
      ? (Object.values(fields)[0] ?? errorMessageOf(approve.error))
      : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let body: ApproveApplicationBody;
    if (mode === 'existing') {
      if (!organizationId) {
        setLocalError('Choose the organization the applicant joins.');
        return;
      }
      body = { organizationId };
    } else {
      if (!current) return;
      body = { newOrganization: current };
    }
    setLocalError(undefined);
    approve.mutate(body, {
      onSuccess: (approved) => {
        showToast(
          `Approved: ${approved.firstName} ${approved.lastName} joined ${approved.organization?.name ?? 'the organization'} and can sign in now.`,
        );
        onDone();
      },
    });
  }

  return (
    <Form onSubmit={submit} className="flex flex-col gap-4" aria-label="Approve the application">
      {otherError && (
        <Alert tone="error" announce>
          {otherError}
        </Alert>
      )}
      <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key as Mode)}>
        <TabList aria-label="Organization" className="flex gap-1 rounded-lg bg-stone-100 p-1">
          <Tab id="new" className={tabClasses}>
            Create an organization
          </Tab>
          <Tab id="existing" className={tabClasses}>
            Join an existing one
          </Tab>
        </TabList>
        <TabPanel id="new" className="mt-4 outline-none">
          {reference.isError ? (
            <Alert tone="error">{errorMessageOf(reference.error)}</Alert>
          ) : !current || !reference.data ? (
            <Spinner label="Loading business units…" />
          ) : (
            <NewOrganizationFields
              draft={current}
              reference={reference.data}
              unservedState={servingUnitOf(application, reference.data) ? null : application.address.state}
              onChange={setDraft}
              errorOf={newErrorOf}
            />
          )}
        </TabPanel>
        <TabPanel id="existing" className="mt-4 outline-none">
          <ExistingOrganization
            selectedId={organizationId}
            onSelect={(id) => {
              setOrganizationId(id);
              setLocalError(undefined);
            }}
            error={localError ?? fields.organizationId}
          />
        </TabPanel>
      </Tabs>
      <p className="text-sm text-stone-600">
        The applicant signs in as {application.email} with the password they chose, and is e-mailed now.
      </p>
      <Button type="submit" isPending={approve.isPending} className="self-start">
        Approve application
      </Button>
    </Form>
  );
}
