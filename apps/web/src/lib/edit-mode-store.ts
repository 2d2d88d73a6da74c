import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface EditModeState {
  /** Staff turned edit mode on (spec section 3: inEditMode). */
  inEditMode: boolean;
  /** The CMS says the content on screen may be edited (spec section 3: isEditable). */
  isEditable: boolean;
  /** The content item on screen, whose editor a marked region opens. */
  contentId: number | null;
  setInEditMode: (on: boolean) => void;
}

/**
 * Staff edit mode and whether the content on screen is editable. Edit mode is kept in the tab's session
 * storage, so it lasts across page loads for the staff session (issue 31: it used to turn off on every load);
 * a page loaded by someone who may not edit content turns it off (page-model-hooks.ts).
 */
export const useEditModeStore = create<EditModeState>()(
  persist(
    (set) => ({
      inEditMode: false,
      isEditable: false,
      contentId: null,
      setInEditMode: (inEditMode) => set({ inEditMode }),
    }),
    {
      name: 'larder-edit-mode',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ inEditMode: state.inEditMode }),
    },
  ),
);

/** What a marked region carries: the property it shows, and a tab stop so it can be opened from the keyboard. */
export type EditMarker = { 'data-epi-edit'?: string; tabIndex?: number };

/** Attributes of an editable region: the edit marker only in edit mode, on editable content, when not disabled. */
export function editMarkerOf(
  property: string,
  state: { inEditMode: boolean; isEditable: boolean },
  disabled = false,
): EditMarker {
  return state.inEditMode && state.isEditable && !disabled ? { 'data-epi-edit': property, tabIndex: 0 } : {};
}

/** Where a marked region's editor lives: the Content screen, on the page's editor, at the property. */
export function editorUrlOf(contentId: number, property: string): string {
  return `/staff/content/?${new URLSearchParams({ page: String(contentId), field: property }).toString()}`;
}

/** The edit-marker attributes for one region of the page (spread them onto its element). */
export function useEditMarker(property: string, disabled = false): EditMarker {
  const inEditMode = useEditModeStore((state) => state.inEditMode);
  const isEditable = useEditModeStore((state) => state.isEditable);
  return editMarkerOf(property, { inEditMode, isEditable }, disabled);
}
