import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';

/** The outcome of the last action, shown (and announced) under the buttons. */
export type ActionOutcome = { tone: 'success'; message: string } | { tone: 'error'; error: unknown } | null;

/** Props of DraftActions. */
export interface DraftActionsProps {
  hasDraft: boolean;
  /** The form differs from the saved draft (or from what is published when there is no draft). */
  dirty: boolean;
  pending: 'save' | 'publish' | 'discard' | null;
  onSave: () => void;
  onPublish: () => void;
  onDiscard: () => void;
  /** Where the draft is previewed, in a new tab; omitted when the screen previews it in place. */
  previewHref?: string;
  outcome: ActionOutcome;
}

/** Save draft, Preview, Publish and Discard, with what happened last. */
export function DraftActions({
  hasDraft,
  dirty,
  pending,
  onSave,
  onPublish,
  onDiscard,
  previewHref,
  outcome,
}: DraftActionsProps) {
  return (
    <div className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <p className="text-sm text-stone-700">
        {dirty
          ? 'You have unsaved changes. Save a draft to preview or publish them.'
          : hasDraft
            ? 'A draft is saved. Buyers see it only once it is published.'
            : 'No draft: buyers see what is published.'}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onPress={onSave} isPending={pending === 'save'} isDisabled={pending !== null || !dirty}>
          Save draft
        </Button>
        {previewHref &&
          (hasDraft && !dirty ? (
            <a
              href={previewHref}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              Preview<span className="sr-only"> the draft (opens in a new tab)</span>
            </a>
          ) : (
            <Button variant="secondary" isDisabled>
              Preview
            </Button>
          ))}
        <Button
          variant="secondary"
          onPress={onPublish}
          isPending={pending === 'publish'}
          isDisabled={pending !== null || !hasDraft || dirty}
        >
          Publish
        </Button>
        <Button
          variant="ghost"
          onPress={onDiscard}
          isPending={pending === 'discard'}
          isDisabled={pending !== null || !hasDraft}
        >
          Discard draft
        </Button>
      </div>
      {outcome && (
        <Alert tone={outcome.tone} announce>
          {outcome.tone === 'success' ? outcome.message : errorMessageOf(outcome.error)}
        </Alert>
      )}
    </div>
  );
}
