import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PencilIcon } from '../../components/ui/icons.tsx';
import { editorUrlOf, useEditModeStore } from '../../lib/edit-mode-store.ts';

/** The marked region an event happened in, if any. */
function markedRegionOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('[data-epi-edit]') : null;
}

/**
 * In edit mode, clicking a marked region (or pressing Enter on it) opens its editor on the Content screen
 * instead of doing what the region does (following a link inside it, say).
 */
function useMarkedRegionsOpenTheirEditor(inEditMode: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!inEditMode) return;
    const open = (event: Event, region: HTMLElement) => {
      const contentId = useEditModeStore.getState().contentId;
      const property = region.dataset.epiEdit;
      if (contentId === null || !property) return;
      event.preventDefault();
      event.stopPropagation();
      void navigate(editorUrlOf(contentId, property));
    };
    const onClick = (event: MouseEvent) => {
      const region = markedRegionOf(event.target);
      if (region) open(event, region);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      // Only on the region itself: Enter in a field or on a button inside it keeps its own meaning.
      if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.dataset.epiEdit) {
        open(event, event.target);
      }
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [inEditMode, navigate]);
}

/** Staff only: turns edit mode on and off, which outlines the editable regions of editable content. */
export function EditModeToggle({ className = '' }: { className?: string }) {
  const inEditMode = useEditModeStore((state) => state.inEditMode);
  const setInEditMode = useEditModeStore((state) => state.setInEditMode);
  useMarkedRegionsOpenTheirEditor(inEditMode);
  return (
    <button
      type="button"
      aria-pressed={inEditMode}
      onClick={() => setInEditMode(!inEditMode)}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-white/40 px-3 text-sm font-semibold text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white aria-pressed:border-violet-300 aria-pressed:bg-violet-700 ${className}`}
    >
      <PencilIcon className="size-4" />
      Edit mode {inEditMode ? 'on' : 'off'}
    </button>
  );
}
