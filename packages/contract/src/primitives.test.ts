import { describe, expect, it } from 'vitest';
import {
  BROKEN_UNICODE_MESSAGE,
  CALENDAR_DATE_MESSAGE,
  DIGITS_ONLY_MESSAGE,
  NUL_CHARACTER_MESSAGE,
  calendarDate,
  jsonHasUnstorableText,
  jsonInteger,
  jsonObject,
  queryInteger,
  text,
} from './primitives.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text', () => {
  it.each(['a\u0000b', '\u0000', 'trailing\u0000'])('refuses U+0000 in %j', (value) => {
    expect(messagesOf(text().safeParse(value))).toEqual([NUL_CHARACTER_MESSAGE]);
  });

  it.each(['', 'plain', 'émoji 🍅', 'עברית', 'e\u0301', 'tab\tand\nnewline'])('accepts %j', (value) => {
    expect(text().parse(value)).toBe(value);
  });

  it.each(['\ud800', 'a\udc00b', '🍅\ud83c'])('refuses the lone surrogate in %j', (value) => {
    expect(messagesOf(text().safeParse(value))).toEqual([BROKEN_UNICODE_MESSAGE]);
  });

  it('still chains string checks and trims after the NUL check', () => {
    const schema = text().trim().min(1).max(3);
    expect(schema.parse('  ab ')).toBe('ab');
    expect(schema.safeParse('abcd').success).toBe(false);
    expect(schema.safeParse('   ').success).toBe(false);
  });

  it.each([7, null, true, ['a'], { a: 'b' }])('refuses the non-string %j', (value) => {
    expect(text().safeParse(value).success).toBe(false);
  });
});

describe('jsonObject', () => {
  it('accepts nested JSON without U+0000', () => {
    const value = { a: [1, { b: 'ok 🍅' }], c: null };
    expect(jsonObject().parse(value)).toEqual(value);
  });

  it.each([{ a: 'x\u0000' }, { a: ['\ud800'] }, { a: [[{ b: ['\u0000'] }]] }, { a: { 'k\u0000': 1 } }])(
    'refuses %j',
    (value) => {
      expect(jsonObject().safeParse(value).success).toBe(false);
    },
  );

  it('refuses a top-level key holding U+0000', () => {
    expect(jsonObject().safeParse({ 'k\u0000': 1 }).success).toBe(false);
  });

  it('walks 10,000 levels of nesting without overflowing the stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(jsonHasUnstorableText(deep)).toBe(true);
  });
});

describe('jsonInteger', () => {
  const schema = jsonInteger(0, 9_999);

  it.each([0, 7, 9_999])('accepts the JSON number %j', (value) => {
    expect(schema.parse(value)).toBe(value);
  });

  it.each([null, '', '7', '0x10', [], [7], true, false, 1.5, -1, 10_000, Number.NaN, Infinity, {}])(
    'refuses %j instead of coercing it',
    (value) => {
      expect(schema.safeParse(value).success).toBe(false);
    },
  );
});

describe('queryInteger', () => {
  const schema = queryInteger(1, 100);

  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
  ])('reads the digits %j as %j', (value, expected) => {
    expect(schema.parse(value)).toBe(expected);
  });

  it.each(['', ' 7', '7 ', '0x10', '1e2', '+5', '-5', '1.5', 'abc', '٣', '\u00007'])(
    'refuses %j as not plain digits',
    (value) => {
      expect(messagesOf(schema.safeParse(value))).toEqual([DIGITS_ONLY_MESSAGE]);
    },
  );

  it.each(['0', '101', '99999999999'])('refuses %j outside the bounds', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it.each([['1', '2'], 7, null])('refuses the non-string %j (a repeated parameter)', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });

  it('takes a leading minus only when the range allows negatives', () => {
    expect(queryInteger(-1, 10).parse('-1')).toBe(-1);
    expect(messagesOf(queryInteger(0, 10).safeParse('-1'))).toEqual([DIGITS_ONLY_MESSAGE]);
  });
});

describe('calendarDate', () => {
  it.each(['2026-11-24', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])(
    'accepts the real day %s',
    (value) => {
      expect(calendarDate().parse(value)).toBe(value);
    },
  );

  it.each([
    '2026-02-30',
    '2026-02-29',
    '1900-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '0000-01-01',
    '2026-1-5',
    '2026-01-05T00:00:00Z',
    '24/11/2026',
    '',
    '2026-01-0\u0000',
  ])('refuses %j', (value) => {
    expect(messagesOf(calendarDate().safeParse(value))).toContain(CALENDAR_DATE_MESSAGE);
  });
});
