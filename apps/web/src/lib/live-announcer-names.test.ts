import { describe, expect, it } from 'vitest';
import { labelledbyText, type LabelSource } from './live-announcer-names.ts';

const elements: Record<string, LabelSource> = {
  save: { ariaLabel: null, text: '  Save   changes ' },
  close: { ariaLabel: 'Close dialog', text: '×' },
  progress: { ariaLabel: null, text: 'in progress' },
};
const find = (id: string) => elements[id] ?? null;

describe('labelledbyText', () => {
  it('joins the names of every element the list names, aria-label first', () => {
    expect(labelledbyText('save progress', find)).toBe('Save changes in progress');
    expect(labelledbyText('close', find)).toBe('Close dialog');
  });

  it('skips ids whose element is gone, and is empty when none is there', () => {
    expect(labelledbyText('gone save', find)).toBe('Save changes');
    expect(labelledbyText('gone other', find)).toBe('');
    expect(labelledbyText('', find)).toBe('');
  });
});
