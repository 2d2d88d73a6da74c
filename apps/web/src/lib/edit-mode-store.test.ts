import { describe, expect, it } from 'vitest';
import { editMarkerOf, editorUrlOf } from './edit-mode-store.ts';

describe('editMarkerOf', () => {
  it('marks a region only in edit mode, on editable content, when editing is not disabled for it', () => {
    expect(editMarkerOf('heading', { inEditMode: true, isEditable: true })).toEqual({
      'data-epi-edit': 'heading',
      tabIndex: 0,
    });
    expect(editMarkerOf('heading', { inEditMode: false, isEditable: true })).toEqual({});
    expect(editMarkerOf('heading', { inEditMode: true, isEditable: false })).toEqual({});
    expect(editMarkerOf('heading', { inEditMode: true, isEditable: true }, true)).toEqual({});
  });

  it("a marked region's editor is the Content screen on that page's property", () => {
    expect(editorUrlOf(42, 'hero')).toBe('/staff/content/?page=42&field=hero');
  });
});
