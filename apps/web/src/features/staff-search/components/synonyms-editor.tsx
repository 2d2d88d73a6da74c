import type { SearchSynonym } from '@larder/contract';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useDeleteSynonym, useSaveSynonym, useSynonyms } from '../api/synonyms.ts';

/** Phrases as staff type them: separated by commas. */
export function phrasesOf(text: string): string[] {
  return text
    .split(',')
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}

function SynonymRow({ group }: { group: SearchSynonym | null }) {
  const original = group ? group.phrases.join(', ') : '';
  const [text, setText] = useState(original);
  const save = useSaveSynonym();
  const remove = useDeleteSynonym();
  const error = save.error ?? remove.error;
  const label = group ? `Synonyms: ${group.phrases[0]}` : 'New synonym group';
  return (
    <li className="flex flex-col gap-2 border-b border-stone-200 py-3 md:flex-row md:items-end">
      <TextField
        label={label}
        description={
          group
            ? undefined
            : "Two or more words or phrases buyers use for one another, separated by commas (e.g. 'evoo, extra virgin olive oil')."
        }
        value={text}
        onChange={setText}
        className="grow"
        {...(error ? { errorMessage: errorMessageOf(error) } : {})}
      />
      <div className="flex gap-2">
        <Button
          variant={group ? 'secondary' : 'primary'}
          isDisabled={text === original || save.isPending}
          onPress={() =>
            save.mutate(
              { id: group?.id ?? null, phrases: phrasesOf(text) },
              { onSuccess: () => (group ? undefined : setText('')) },
            )
          }
        >
          {group ? 'Save' : 'Add'}
        </Button>
        {group && (
          <Button
            variant="danger"
            isDisabled={remove.isPending}
            aria-label={`Remove synonyms ${group.phrases[0]}`}
            onPress={() => remove.mutate(group.id)}
          >
            Remove
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The search's synonyms for staff with edit-content: every group as a comma-separated list to edit, save
 * or remove, and a field to add one. Searches use a change at once.
 */
export function SynonymsEditor() {
  const { data: groups, error, isPending } = useSynonyms();
  if (error) return <Alert tone="error">{errorMessageOf(error)}</Alert>;
  if (isPending) return <p aria-busy="true">Loading synonyms…</p>;
  return (
    <section aria-labelledby="search-synonyms-heading" className="flex flex-col gap-2">
      <h2 id="search-synonyms-heading" className="text-xl font-semibold">
        Search synonyms
      </h2>
      <p className="text-stone-700">
        A buyer searching any phrase of a group also finds products named with the others.
      </p>
      <ul>
        <SynonymRow group={null} />
        {groups.map((group) => (
          <SynonymRow key={`${group.id}:${group.updatedAt}`} group={group} />
        ))}
      </ul>
    </section>
  );
}
