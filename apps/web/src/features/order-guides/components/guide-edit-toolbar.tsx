import { createGroup, moveSelectedItems, selectedCount, UNGROUPED } from '@larder/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast-store.ts';
import { applyEdit, useGuideDetailStore, type DetailGroups } from '../guide-detail-store.ts';
import { cancelNeedsConfirmation } from '../guide-editor-rules.ts';
import { DiscardChangesDialog } from './guide-confirm-dialogs.tsx';

/** Props of GuideEditToolbar. */
export interface GuideEditToolbarProps {
  groups: DetailGroups;
  /** The guide as editing began, to tell whether anything changed. */
  backup: DetailGroups;
  onSave: () => void;
  onCancel: () => void;
}

/** Edit mode's bar: new group, the selected count and moving the selection, save and cancel (asking first when changes would be lost). */
export function GuideEditToolbar({ groups, backup, onSave, onCancel }: GuideEditToolbarProps) {
  const saving = useGuideDetailStore((state) => state.saving);
  const [name, setName] = useState('');
  const [target, setTarget] = useState('');
  const [askDiscard, setAskDiscard] = useState(false);
  const count = selectedCount(groups);
  const changed = cancelNeedsConfirmation(backup, groups);
  const targets = [...groups.categories.map((g) => g.name), UNGROUPED];

  function create() {
    const message = applyEdit((current) => createGroup(current, name));
    if (message) {
      showToast(message);
      setName('');
    }
  }

  function moveSelection() {
    const message = applyEdit((current) => moveSelectedItems(current, target || UNGROUPED));
    if (message) showToast(message);
  }

  return (
    <div className="z-20 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/95 p-3 shadow-sm backdrop-blur md:sticky md:top-[8.5rem]">
      <div className="flex flex-wrap items-end gap-2">
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            create();
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
            New group
            <input
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Walk-in cooler"
              className="h-11 w-48 rounded-lg border border-stone-300 bg-white px-3 font-normal outline-none focus:border-brand-600"
            />
          </label>
          <Button type="submit" variant="secondary" isDisabled={name.trim() === ''}>
            Create group
          </Button>
        </form>
        <div className="ml-auto flex items-center gap-2">
          <span className="text-sm text-stone-700" role="status">
            {changed ? 'Unsaved changes' : 'No changes yet'}
          </span>
          <Button
            variant="secondary"
            onPress={() => (changed ? setAskDiscard(true) : onCancel())}
            isDisabled={saving}
          >
            Cancel
          </Button>
          <Button onPress={onSave} isDisabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span
          role="status"
          className={`rounded-full px-3 py-1 font-semibold ${count > 0 ? 'bg-brand-700 text-white' : 'bg-white text-stone-700'}`}
        >
          {count} selected
        </span>
        <label className="flex items-center gap-2 font-semibold text-stone-800">
          Move selected to
          <select
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="h-10 rounded-lg border border-stone-300 bg-white px-2 font-normal"
          >
            {targets.map((t) => (
              <option key={t} value={t === UNGROUPED ? '' : t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onPress={moveSelection} isDisabled={count === 0} className="min-h-10">
          Move
        </Button>
      </div>
      <DiscardChangesDialog
        isOpen={askDiscard}
        onDiscard={() => {
          setAskDiscard(false);
          onCancel();
        }}
        onKeepEditing={() => setAskDiscard(false)}
      />
    </div>
  );
}
