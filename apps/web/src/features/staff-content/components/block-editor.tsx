import type { StaffFooterBlock, StaffHeaderBlock } from '@larder/contract';
import { useMemo, useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useBlockAction, useContentBlock, type StaffBlocks } from '../api/staff-content-api.ts';
import { blockFieldsOf, cleanedValueOf } from '../schema-form.ts';
import { DraftActions, type ActionOutcome } from './draft-actions.tsx';
import { Fields } from './schema-fields.tsx';

/** Props of BlockEditor. */
interface BlockEditorProps<K extends keyof StaffBlocks> {
  blockKey: K;
  title: string;
  description: string;
  /** The form's fields, given the value and how to change it. */
  renderFields: (
    value: StaffBlocks[K],
    onChange: (value: StaffBlocks[K]) => void,
    errors: Record<string, string>,
  ) => ReactNode;
  /** The saved draft as buyers would see it, shown in place as its preview. */
  renderPreview: (draft: StaffBlocks[K]) => ReactNode;
  /** The value to save, from the form's. */
  cleaned?: (value: StaffBlocks[K]) => StaffBlocks[K];
}

function BlockForm<K extends keyof StaffBlocks>({
  blockKey,
  title,
  description,
  renderFields,
  renderPreview,
  cleaned = (value) => value,
  published,
  draft,
}: BlockEditorProps<K> & { published: StaffBlocks[K]; draft: StaffBlocks[K] | null }) {
  const saved = useMemo(() => draft ?? published, [draft, published]);
  const [value, setValue] = useState(saved);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const action = useBlockAction(blockKey);
  // A newly saved, published or discarded draft resets the form (the pattern React documents for this).
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setValue(saved);
  }
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);
  const errors = outcome?.tone === 'error' && outcome.error instanceof ApiError ? outcome.error.fields : {};
  const pending = action.isPending
    ? action.variables.kind === 'save'
      ? 'save'
      : action.variables.kind
    : null;
  const run = (kind: Parameters<typeof action.mutateAsync>[0], message: string) =>
    action.mutateAsync(kind).then(
      () => setOutcome({ tone: 'success', message }),
      (error: unknown) => setOutcome({ tone: 'error', error }),
    );

  return (
    <section aria-labelledby={`${blockKey}-title`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${blockKey}-title`} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{description}</p>
      </div>
      {renderFields(value, setValue, { ...errors })}
      {draft && !dirty && (
        <section
          aria-label={`Preview of the ${title.toLowerCase()} draft`}
          className="rounded-xl border-2 border-dashed border-violet-400 p-4"
        >
          <p className="mb-3 text-sm font-semibold text-violet-800">Preview of the draft</p>
          {renderPreview(draft)}
        </section>
      )}
      <DraftActions
        hasDraft={draft !== null}
        dirty={dirty}
        pending={pending}
        onSave={() =>
          void run({ kind: 'save', draft: cleaned(value) }, 'Draft saved; its preview is shown above.')
        }
        onPublish={() => void run({ kind: 'publish' }, `The ${title.toLowerCase()} is published.`)}
        onDiscard={() => void run({ kind: 'discard' }, 'Draft discarded.')}
        outcome={outcome}
      />
    </section>
  );
}

/** A site-wide block's editor: loads it, then its form with draft, preview and publish. */
export function BlockEditor<K extends keyof StaffBlocks>(props: BlockEditorProps<K>) {
  const { data, isPending, isError, error } = useContentBlock(props.blockKey);
  if (isPending) return <Spinner label={`Loading the ${props.title.toLowerCase()}`} />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  return <BlockForm {...props} published={data.published} draft={data.draft} />;
}

function LinkPreview({ links }: { links: readonly { name: string; url: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {links.map((link, index) => (
        <li key={index} className="text-sm">
          <span className="font-semibold text-brand-800">{link.name}</span>{' '}
          <span className="text-stone-600">{link.url}</span>
        </li>
      ))}
    </ul>
  );
}

/** The header's primary menu editor. */
export function HeaderEditor() {
  const fields = blockFieldsOf('header');
  return (
    <BlockEditor<'header'>
      blockKey="header"
      title="Header menu"
      description="The primary menu in the site header; pages below each item are listed under it."
      renderFields={(value, onChange, errors) => (
        <Fields
          fields={fields}
          value={value as unknown as Record<string, unknown>}
          onChange={(next) => onChange(next as unknown as StaffHeaderBlock)}
          path=""
          errors={prefixed(errors)}
        />
      )}
      renderPreview={(draft) => <LinkPreview links={draft.primaryMenuItems} />}
    />
  );
}

/** The footer editor: link columns, contact text and copyright. */
export function FooterEditor() {
  const fields = blockFieldsOf('footer');
  return (
    <BlockEditor<'footer'>
      blockKey="footer"
      title="Footer"
      description="Columns of links, the contact text and the copyright line ({year} becomes the current year)."
      renderFields={(value, onChange, errors) => (
        <Fields
          fields={fields}
          value={value as unknown as Record<string, unknown>}
          onChange={(next) => onChange(next as unknown as StaffFooterBlock)}
          path=""
          errors={prefixed(errors)}
        />
      )}
      cleaned={(value) =>
        cleanedValueOf(fields, value as unknown as Record<string, unknown>) as unknown as StaffFooterBlock
      }
      renderPreview={(draft) => (
        <div className="flex flex-col gap-3">
          <div className="grid gap-4 sm:grid-cols-3">
            {draft.columns.map((column, index) => (
              <div key={index}>
                <p className="font-semibold text-stone-900">{column.heading}</p>
                <LinkPreview links={column.links} />
              </div>
            ))}
          </div>
          <p className="text-sm text-stone-700">{draft.contactText}</p>
          <p className="text-sm text-stone-600">
            {draft.copyright.replaceAll('{year}', String(new Date().getFullYear()))}
          </p>
        </div>
      )}
    />
  );
}

/** The server's body field paths ('columns.0.heading') as the generated fields name them ('.columns.0.heading'). */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [`.${key}`, message]));
}
