import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError, errorMessageOf } from '../../../lib/api-error.ts';
import { useServedStates, useSetServedStates } from '../api/served-states.ts';

/** 'ny, NJ ct' as ['NY', 'NJ', 'CT']: commas or spaces between codes. */
function codesOf(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
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
  const [text, setText] = useState(stored.join(', '));
  const [saved, setSaved] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    save.mutate(codesOf(text), {
      onSuccess: (unit) => {
        setText(unit.servedStates.join(', '));
        setSaved(true);
      },
    });
  }
  const fieldError = save.error instanceof ApiError ? Object.values(save.error.fields ?? {})[0] : undefined;
  return (
    <form aria-label="States this warehouse serves" onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label="States served (postal codes)"
        description={`Separated by commas, e.g. NY, NJ, CT. Empty: only its own state (${ownState}). An approval pre-fills the warehouse that serves the applicant's state.`}
        value={text}
        onChange={(next) => {
          setText(next);
          setSaved(false);
        }}
        maxLength={400}
        errorMessage={fieldError}
      />
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
