import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { group, guide, guideArbitrary, key } from './guide.arbitrary.ts';
import { UNGROUPED } from './guide-types.ts';
import { clearSelection, selectAllInGroup, selectedCount, setItemSelected } from './selection.ts';

const sample = () => guide([group('Dairy', ['1', '2']), group('Meat', ['3'])], ['4']);

describe('selection', () => {
  it('select all marks the group and every item; the count follows', () => {
    const groups = selectAllInGroup(sample(), 'Dairy', true);
    expect(groups.categories[0]).toMatchObject({ isSelected: true });
    expect(selectedCount(groups)).toBe(2);
  });

  it('unselecting one item clears the group mark', () => {
    const groups = setItemSelected(selectAllInGroup(sample(), 'Dairy', true), 'Dairy', key('1'), false);
    expect(groups.categories[0]?.isSelected).toBe(false);
    expect(selectedCount(groups)).toBe(1);
  });

  it.each([
    ['Dairy', ['1'], false, 1],
    ['Dairy', ['1', '2'], true, 2],
    ['Meat', ['3'], true, 1],
    [UNGROUPED, ['4'], true, 1],
  ])('selecting items of %s one by one: %j -> group marked %s, count %s', (name, skus, marked, count) => {
    let groups = sample();
    for (const sku of skus) groups = setItemSelected(groups, name, key(sku), true);
    const g = name === UNGROUPED ? groups.ungroupedProducts : groups.categories.find((c) => c.name === name);
    expect(g?.isSelected).toBe(marked);
    expect(selectedCount(groups)).toBe(count);
  });

  it('selects only the unit named when a SKU is there in two units', () => {
    const groups = setItemSelected(guide([group('Dairy', ['1', '1/EA'])]), 'Dairy', key('1/EA'), true);
    expect(groups.categories[0]!.lineItems.map((i) => i.isSelected)).toEqual([false, true]);
  });

  it('select all on an empty group does not mark it', () => {
    expect(selectAllInGroup(guide([group('Empty', [])]), 'Empty', true).categories[0]?.isSelected).toBe(
      false,
    );
  });

  it('select all then unselect all leaves nothing selected in that group (property)', () => {
    fc.assert(
      fc.property(guideArbitrary, (groups) => {
        for (const g of groups.categories) {
          const on = selectAllInGroup(groups, g.name, true);
          const marked = on.categories.find((c) => c.name === g.name)!;
          expect(marked.lineItems.every((i) => i.isSelected)).toBe(true);
          const off = selectAllInGroup(on, g.name, false).categories.find((c) => c.name === g.name)!;
          expect(off.isSelected || off.lineItems.some((i) => i.isSelected)).toBe(false);
        }
        expect(selectedCount(clearSelection(groups))).toBe(0);
      }),
    );
  });
});
