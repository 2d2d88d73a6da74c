import type { StaffContentPage } from '@larder/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import {
  useContentPage,
  useDiscardPageDraft,
  usePublishPage,
  useSavePageDraft,
} from '../api/staff-content-api.ts';
import { cleanedValueOf, pageFieldsOf } from '../schema-form.ts';
import { DraftActions, type ActionOutcome } from './draft-actions.tsx';
import { Fields } from './schema-fields.tsx';

// Rendered for many URLs (every product, every category), so they have no page of their own to preview.
const TEMPLATE_TYPES = new Set(['ProductDetailPage', 'SubcategoryData']);

interface PageForm {
  name: string;
  properties: Record<string, unknown>;
}

function formOf(page: StaffContentPage): PageForm {
  return page.draft ?? { name: page.name, properties: page.properties };
}

/** Puts the keyboard focus on a property's first control, so an edit marker's click lands on what it marked. */
function useFocusField(container: React.RefObject<HTMLElement | null>, field: string | null) {
  useEffect(() => {
    if (!field || !container.current) return;
    const wrapper = container.current.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
    const control = wrapper?.querySelector<HTMLElement>('input, textarea, button, [tabindex="0"]');
    wrapper?.scrollIntoView({ block: 'center' });
    control?.focus();
  }, [container, field]);
}

/** Without a property to focus, the editor's heading takes the focus: on a phone the tree is above it. */
function useFocusHeading(heading: React.RefObject<HTMLElement | null>, field: string | null) {
  useEffect(() => {
    if (field) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [heading, field]);
}

function PageForm({ page, focusField }: { page: StaffContentPage; focusField: string | null }) {
  const saved = useMemo(() => formOf(page), [page]);
  const [form, setForm] = useState<PageForm>(saved);
  const [outcome, setOutcome] = useState<ActionOutcome>(null);
  const save = useSavePageDraft();
  const publish = usePublishPage();
  const discard = useDiscardPageDraft();
  const fields = useMemo(() => pageFieldsOf(page.pageType), [page.pageType]);
  const container = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusField(container, focusField);
  useFocusHeading(heading, focusField);
  // A newly saved, published or discarded draft resets the form (the pattern React documents for this).
  const [shownSaved, setShownSaved] = useState(saved);
  if (shownSaved !== saved) {
    setShownSaved(saved);
    setForm(saved);
  }

  const dirty = JSON.stringify(form) !== JSON.stringify(saved);
  const errors = outcome?.tone === 'error' && outcome.error instanceof ApiError ? outcome.error.fields : {};
  const pending = save.isPending
    ? 'save'
    : publish.isPending
      ? 'publish'
      : discard.isPending
        ? 'discard'
        : null;
  const run = (action: Promise<unknown>, message: string) =>
    action.then(
      () => setOutcome({ tone: 'success', message }),
      (error: unknown) => setOutcome({ tone: 'error', error }),
    );

  return (
    <form
      ref={container}
      aria-labelledby="page-editor-title"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          save.mutateAsync({
            id: page.id,
            draft: { name: form.name, properties: cleanedValueOf(fields, form.properties) },
          }),
          'Draft saved. Preview it, then publish it when it is ready.',
        );
      }}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2
          id="page-editor-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold text-stone-900 outline-none"
        >
          Edit {page.name}
        </h2>
        <Badge tone="neutral">{page.pageType}</Badge>
        {page.hasDraft && <Badge tone="caution">Draft</Badge>}
      </div>
      <p className="text-sm text-stone-600">
        {page.url} · last published {new Date(page.changedAt).toLocaleString()}
      </p>
      <div data-field="name" className="flex flex-col">
        <TextField
          label="Name (the page title)"
          value={form.name}
          maxLength={120}
          isRequired
          onChange={(name) => setForm({ ...form, name })}
          errorMessage={errors.name}
        />
      </div>
      <Fields
        fields={fields}
        value={form.properties}
        onChange={(properties) => setForm({ ...form, properties })}
        path="properties"
        errors={errors}
      />
      <DraftActions
        hasDraft={page.hasDraft}
        dirty={dirty}
        pending={pending}
        onSave={() => container.current?.requestSubmit()}
        onPublish={() =>
          void run(
            publish.mutateAsync({ id: page.id }),
            `${page.name} is published: buyers see it on their next visit.`,
          )
        }
        onDiscard={() => void run(discard.mutateAsync({ id: page.id }), 'Draft discarded.')}
        previewHref={TEMPLATE_TYPES.has(page.pageType) ? undefined : `${page.url}?preview=1`}
        outcome={outcome}
      />
    </form>
  );
}

/** The editor of one page: its name and typed properties, generated from its page type, with draft actions. */
export function PageEditor({ pageId, focusField }: { pageId: number; focusField: string | null }) {
  const { data: page, isPending, isError, error } = useContentPage(pageId);
  if (isPending) return <Spinner label="Loading the page" />;
  if (isError) return <Alert tone="error">{error.message}</Alert>;
  if (!page.isEditable) {
    return (
      <Alert tone="info" title={`${page.name} cannot be edited`}>
        This page is part of the staff console or otherwise fixed; its content is not edited here.
      </Alert>
    );
  }
  return <PageForm key={page.id} page={page} focusField={focusField} />;
}
