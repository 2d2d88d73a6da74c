import { create } from 'zustand';

interface EditModeState {
  /** Staff turned edit mode on (spec section 3: inEditMode). */
  inEditMode: boolean;
  /** The CMS says the content on screen may be edited (spec section 3: isEditable). */
  isEditable: boolean;
  setInEditMode: (on: boolean) => void;
}

/** Staff edit mode and whether the content on screen is editable. */
export const useEditModeStore = create<EditModeState>()((set) => ({
  inEditMode: false,
  isEditable: false,
  setInEditMode: (inEditMode) => set({ inEditMode }),
}));

/** Attributes of an editable region: the edit marker only in edit mode, on editable content, when not disabled. */
export function editMarkerOf(
  property: string,
  state: { inEditMode: boolean; isEditable: boolean },
  disabled = false,
): { 'data-epi-edit'?: string } {
  return state.inEditMode && state.isEditable && !disabled ? { 'data-epi-edit': property } : {};
}

/** The edit-marker attributes for one region of the page (spread them onto its element). */
export function useEditMarker(property: string, disabled = false): { 'data-epi-edit'?: string } {
  const inEditMode = useEditModeStore((state) => state.inEditMode);
  const isEditable = useEditModeStore((state) => state.isEditable);
  return editMarkerOf(property, { inEditMode, isEditable }, disabled);
}
