import { US_STATE_CODES } from '@larder/domain';
import { useState, type FormEvent } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldHelp, FieldLabel } from '../../../components/ui/field-parts.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useServedStates, useSetServedStates } from '../api/served-states.ts';

/** What the warehouse serves, in words: the ticked states, or its own state alone when none is ticked. */
function servedInWords(states: readonly string[], ownState: string): string {
  return states.length > 0
    ? `Serves ${[...states].sort().join(', ')}.`
    : `Serves only its own state, ${ownState}.`;
}

function Editor({
  businessUnitId,
  stored,
  ownState,
}: {
  businessUnitId: string;
  stored: string[];
  ownState: string;
}) {
  const save = useSetServedStates(businessUnitId);
  const [states, setStates] = useState<string[]>(stored);
  const [saved, setSaved] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate([...states].sort(), {
      onSuccess: (unit) => {
        setStates(unit.servedStates);
        setSaved(true);
      },
    });
  }
  const fieldError = save.error instanceof ApiError ? Object.values(save.error.fields ?? {})[0] : undefined;
  return (
    <form aria-label="States this warehouse serves" onSubmit={submit} className="flex flex-col gap-3">
      <CheckboxGroup
        value={states}
        onChange={(next) => {
          setStates(next);
          setSaved(false);
        }}
        isInvalid={fieldError !== undefined}
        className="flex flex-col gap-1"
      >
        <FieldLabel>States it delivers to</FieldLabel>
        <FieldHelp
          description={`Tick each state it delivers to; none ticked means only its own state (${ownState}). An approval pre-fills the warehouse that serves the applicant's state.`}
          errorMessage={fieldError}
        />
        {/* As many columns as the space beside the calendar holds, each wide enough for a box and its code. */}
        <div className="grid grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-x-2">
          {US_STATE_CODES.map((code) => (
            <Checkbox key={code} value={code}>
              {code}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <p className="text-sm text-stone-700">{servedInWords(states, ownState)}</p>
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" isDisabled={save.isPending}>
          Save states
        </Button>
        {saved && (
          <span role="status" className="text-sm text-stone-700">
            Saved.
          </span>
        )}
      </div>
      {save.isError && !fieldError && (
        <Alert tone="error" announce title="The states were not saved.">
          {errorMessageOf(save.error)}
        </Alert>
      )}
    </form>
  );
}

/** The US states a business unit serves, which pre-fill approvals (ADR 049). */
export function ServedStatesForm({ businessUnitId }: { businessUnitId: string }) {
  const units = useServedStates();
  if (units.isPending) return <Skeleton className="h-24" />;
  if (units.isError)
    return (
      <Alert tone="error" title="The states served did not load">
        {errorMessageOf(units.error)}
      </Alert>
    );
  const unit = units.data.find((u) => u.id === businessUnitId);
  if (!unit) return null;
  return <Editor key={unit.id} businessUnitId={unit.id} stored={unit.servedStates} ownState={unit.state} />;
}
