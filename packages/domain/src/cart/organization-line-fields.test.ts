import { describe, expect, it } from 'vitest';
import type { SubCartKind } from '../sub-cart.ts';
import {
  ORGANIZATION_LINE_FIELDS,
  lineFieldsAllowedFor,
  refusedLineField,
  type OrganizationLineField,
  type OrganizationTypes,
} from './organization-line-fields.ts';

const none: OrganizationTypes = { isProtein: false, isCme: false, isSpecialty: false, isPPro: false };

describe('lineFieldsAllowedFor', () => {
  it.each<[string, Partial<OrganizationTypes>, SubCartKind, OrganizationLineField[]]>([
    ['no type', {}, 'regular', []],
    [
      'protein',
      { isProtein: true },
      'regular',
      ['cutInstructions1', 'cutInstructions2', 'productClassificationCode'],
    ],
    ['CME', { isCme: true }, 'regular', ['bto', 'supermarket', 'isDropShip']],
    ['PPro', { isPPro: true }, 'regular', ['chefItemFlag']],
    ['specialty, a regular line', { isSpecialty: true }, 'regular', ['isDropShip']],
    ['specialty, a drop-ship line', { isSpecialty: true }, 'dropShip', ['isDropShip', 'customerNotes']],
    ['CME, a drop-ship line', { isCme: true }, 'dropShip', ['bto', 'supermarket', 'isDropShip']],
    [
      'protein and PPro',
      { isProtein: true, isPPro: true },
      'jit',
      ['cutInstructions1', 'cutInstructions2', 'productClassificationCode', 'chefItemFlag'],
    ],
  ])('%s carries exactly its fields', (_, types, kind, expected) => {
    const allowed = lineFieldsAllowedFor({ ...none, ...types }, kind);
    expect(ORGANIZATION_LINE_FIELDS.filter((field) => allowed[field])).toEqual(expected);
  });
});

describe('refusedLineField', () => {
  it.each<[string, Partial<OrganizationTypes>, SubCartKind, Record<string, unknown>, string | null]>([
    [
      'cut instructions from specialty',
      { isSpecialty: true },
      'regular',
      { cutInstructions1: 'Trim' },
      'cutInstructions1',
    ],
    [
      'a cleared cut instruction from CME',
      { isCme: true },
      'regular',
      { cutInstructions2: null },
      'cutInstructions2',
    ],
    ['cut instructions from protein', { isProtein: true }, 'regular', { cutInstructions1: 'Trim' }, null],
    [
      'customer notes on a regular specialty line',
      { isSpecialty: true },
      'regular',
      { customerNotes: 'x' },
      'customerNotes',
    ],
    [
      'customer notes on a drop-ship specialty line',
      { isSpecialty: true },
      'dropShip',
      { customerNotes: 'x' },
      null,
    ],
    ['customer notes from CME', { isCme: true }, 'dropShip', { customerNotes: 'x' }, 'customerNotes'],
    ['no line fields at all', {}, 'regular', { quantity: 3 }, null],
  ])('%s -> %s', (_, types, kind, changes, refused) => {
    expect(refusedLineField({ ...none, ...types }, kind, changes)).toBe(refused);
  });
});
