import { describe, expect, it } from 'vitest';
import { isUsPhoneNumber, isUsStateCode, isUsZipCode } from './us-address.ts';

describe('US address rules', () => {
  it.each([
    [isUsStateCode, 'NJ', true],
    [isUsStateCode, 'DC', true],
    [isUsStateCode, 'XX', false],
    [isUsStateCode, 'nj', false],
    [isUsZipCode, '07030', true],
    [isUsZipCode, '07030-1234', true],
    [isUsZipCode, 'abcde', false],
    [isUsZipCode, '0703', false],
    [isUsPhoneNumber, '2015550100', true],
    [isUsPhoneNumber, '(201) 555-0100', true],
    [isUsPhoneNumber, '+1 201.555.0100', true],
    [isUsPhoneNumber, 'any phone', false],
    [isUsPhoneNumber, '555-0100', false],
    [isUsPhoneNumber, '+44 20 7946 0958', false],
  ])('%o(%j) is %j', (rule, value, expected) => {
    expect(rule(value)).toBe(expected);
  });
});
