import { PencilIcon } from '../../components/ui/icons.tsx';
import { useEditModeStore } from '../../lib/edit-mode-store.ts';

/** Staff only: turns edit mode on and off, which outlines the editable regions of editable content. */
export function EditModeToggle({ className = '' }: { className?: string }) {
  const inEditMode = useEditModeStore((state) => state.inEditMode);
  const setInEditMode = useEditModeStore((state) => state.setInEditMode);
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
