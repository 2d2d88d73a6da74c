import {
  moveItem,
  moveSelectedItems,
  searchGuide,
  setItemSelected,
  UNGROUPED,
  guideItemKey,
} from '@larder/domain';
import type { DragEndEvent, DragOverEvent, DragStartEvent } from '@dnd-kit/dom';
import { describe, expect, it } from 'vitest';
import { quantityKeyStep } from '../../lib/quantity-keys.ts';
import { DRAG_ANNOUNCEMENTS, type RowPlace } from './drag-announcements.ts';
import type { DetailGroups } from './guide-detail-store.ts';
import {
  cancelNeedsConfirmation,
  countsFollowFilter,
  editNeedsConfirmation,
  groupCountText,
  readStoredView,
  rememberedView,
  storeView,
  uploadProblemText,
  type CountedGroup,
} from './guide-editor-rules.ts';
import { guideItem } from './guide-item.test-support.ts';

function sample(): DetailGroups {
  return {
    categories: [
      {
        name: 'Dairy',
        isSelected: false,
        isEditable: true,
        lineItems: [guideItem('1', { name: 'Butter' }), guideItem('2', { name: 'Cream' })],
      },
      { name: 'Dry', isSelected: false, isEditable: true, lineItems: [guideItem('3', { name: 'Flour' })] },
    ],
    ungroupedProducts: {
      name: UNGROUPED,
      isSelected: false,
      isEditable: false,
      lineItems: [guideItem('4', { name: 'Salt' })],
    },
  };
}

const entry = {
  productSku: '1',
  unitOfMeasure: 'CS',
  parentProductSku: null,
  parentUnitOfMeasure: null,
  quantity: 2,
  inStock: true,
};

describe('entering edit mode', () => {
  it('asks first when quantities are typed in the guide, and not when none are', () => {
    expect(editNeedsConfirmation([entry])).toBe(true);
    expect(editNeedsConfirmation([])).toBe(false);
  });
});

describe('cancelling edit mode', () => {
  it('asks first only when something changed', () => {
    const groups = sample();
    expect(cancelNeedsConfirmation(groups, groups)).toBe(false);
    const moved = moveItem(groups, guideItemKey(groups.categories[0]!.lineItems[0]!), 'Dairy', 'Dry')!;
    expect(cancelNeedsConfirmation(groups, moved.groups)).toBe(true);
  });
});

describe('moving items says where they went (spec section 8 wording)', () => {
  const key = (sku: string) => `${sku}|CS`;
  it("says 'Item Reordered' only for a move within the group", () => {
    expect(moveItem(sample(), key('1'), 'Dairy', 'Dairy', 1)?.message).toBe('Item Reordered');
    expect(moveItem(sample(), key('1'), 'Dairy', 'Dry', 0)?.message).toBe('Item Moved to Dry');
    expect(moveItem(sample(), key('4'), UNGROUPED, 'Dairy')?.message).toBe('Item Moved to Dairy');
    expect(moveItem(sample(), key('1'), 'Dairy', UNGROUPED)?.message).toBe('Item Moved to Ungrouped');
  });

  it('names the group the selection went to, and counts more than one', () => {
    let groups = setItemSelected(sample(), 'Dairy', key('1'), true);
    expect(moveSelectedItems(groups, 'Dry')?.message).toBe('Item Moved to Dry');
    groups = setItemSelected(groups, UNGROUPED, key('4'), true);
    expect(moveSelectedItems(groups, 'Dry')?.message).toBe('Items Moved to Dry');
  });
});

describe('group counts follow the side filter', () => {
  const withCounts = (): { categories: CountedGroup[]; ungroupedProducts: CountedGroup } => {
    const groups = sample();
    return {
      categories: groups.categories.map((g) => ({ ...g, itemCount: g.lineItems.length + 10 })),
      ungroupedProducts: { ...groups.ungroupedProducts, itemCount: 1 },
    };
  };

  it("keeps the server's count with no filter", () => {
    const all = withCounts();
    const shown = countsFollowFilter(searchGuide(all, '', 'default', 7), all);
    expect(shown.categories.map(groupCountText)).toEqual(['12 items', '11 items']);
    expect(groupCountText(shown.ungroupedProducts)).toBe('1 item');
  });

  it('counts the matching items of a narrowed group, beside its whole count', () => {
    const all = withCounts();
    const shown = countsFollowFilter(searchGuide(all, 'butter', 'default', 7), all);
    expect(shown.categories.map((g) => [g.name, groupCountText(g)])).toEqual([['Dairy', '1 of 12 items']]);
  });

  it('keeps the whole count of a group shown whole because its name matched', () => {
    const all = withCounts();
    const shown = countsFollowFilter(searchGuide(all, 'dry', 'default', 7), all);
    expect(shown.categories.map(groupCountText)).toEqual(['11 items']);
  });
});

describe('the chosen view is remembered', () => {
  it('opens in the stored view when the organization offers it, else the first offered', () => {
    expect(rememberedView('customGroups', ['cwCategories', 'customGroups'])).toBe('customGroups');
    expect(rememberedView('customGroups', ['cwCategories'])).toBe('cwCategories');
    expect(rememberedView(null, ['cwCategories', 'customGroups'])).toBe('cwCategories');
    expect(rememberedView('bogus', ['cwCategories'])).toBe('cwCategories');
  });

  it('stores and reads the choice, and survives storage that throws', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    storeView(storage, 'customGroups');
    expect(readStoredView(storage)).toBe('customGroups');
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => storeView(broken, 'cwCategories')).not.toThrow();
    expect(readStoredView(broken)).toBeNull();
  });
});

describe('quantity keys', () => {
  it('steps up and down with the arrows and leaves other keys alone', () => {
    expect(quantityKeyStep('ArrowUp')).toBe(1);
    expect(quantityKeyStep('ArrowDown')).toBe(-1);
    expect(quantityKeyStep('ArrowLeft')).toBeNull();
    expect(quantityKeyStep('Enter')).toBeNull();
  });
});

describe('drag announcements', () => {
  const places: Record<string, RowPlace> = {
    'item:1|CS': { name: 'Butter', group: 'Dairy', position: 1, size: 2 },
    'item:3|CS': { name: 'Flour', group: 'Dry', position: 1, size: 1 },
    'group:Dry': { name: null, group: 'Dry', position: 0, size: 1 },
  };
  // A row as @dnd-kit's drag events hold it: its id, and the place it handed over as data.
  const entity = (id: string) => ({ id, data: { place: places[id] } });
  const event = (target: string | null, canceled = false) =>
    ({
      operation: { source: entity('item:1|CS'), target: target === null ? null : entity(target) },
      canceled,
    }) as unknown as DragStartEvent & DragOverEvent & DragEndEvent;
  const say = DRAG_ANNOUNCEMENTS;

  it('names the product and the place, never the internal id', () => {
    const lines = [
      say.dragstart(event(null)),
      say.dragover(event('item:3|CS')),
      say.dragover(event('group:Dry')),
      say.dragover(event(null)),
      say.dragend(event('item:3|CS')),
      // @dnd-kit reports Escape as a drag end, cancelled, with the row it was over still set.
      say.dragend(event('item:3|CS', true)),
    ];
    expect(lines).toEqual([
      'Picked up Butter, at position 1 of 2 in Dairy.',
      'Butter is over position 1 of 1 in Dry.',
      'Butter is over the top of Dry.',
      'Butter is no longer over a place to drop it.',
      'Butter was dropped at position 1 of 1 in Dry.',
      'Moving Butter was cancelled; it is back where it was.',
    ]);
    for (const line of lines) expect(line).not.toMatch(/item:|\|CS/);
  });
});

describe('the bad-file message', () => {
  it("is the spec's words once, with the server's reason only when it adds something", () => {
    const spec = 'Unable to upload file. Check the file format.';
    expect(uploadProblemText(null)).toBe(spec);
    expect(uploadProblemText(spec)).toBe(spec);
    expect(uploadProblemText(`${spec} (row 1)`)).toBe(spec);
    expect(uploadProblemText('The file is larger than 5 MB.')).toBe(`${spec} The file is larger than 5 MB.`);
  });
});
