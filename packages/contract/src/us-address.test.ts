import { describe, expect, it } from 'vitest';
import { dropShipDeliveryAddressSchema } from './cart.ts';
import {
  US_PHONE_NUMBER_MESSAGE,
  US_STATE_MESSAGE,
  US_ZIP_CODE_MESSAGE,
  usPhoneNumber,
  usStateCode,
  usZipCode,
} from './us-address.ts';

describe('usStateCode', () => {
  it.each([
    ['NJ', 'NJ'],
    [' ny ', 'NY'],
    ['dc', 'DC'],
  ])('accepts %j as %j', (value, expected) => {
    expect(usStateCode().parse(value)).toBe(expected);
  });

  it.each(['XX', 'N', 'NEW', ''])('refuses %j', (value) => {
    expect(usStateCode().safeParse(value).error?.issues[0]?.message).toBe(US_STATE_MESSAGE);
  });

  it('refuses U+0000', () => {
    expect(usStateCode({ optional: true }).safeParse('N\u0000').success).toBe(false);
  });

  it('lets an unfilled field stay empty when optional', () => {
    expect(usStateCode({ optional: true }).parse('')).toBe('');
    expect(usStateCode({ optional: true }).safeParse('XX').success).toBe(false);
  });
});

describe('usZipCode', () => {
  it.each(['07030', '07030-1234', ' 10001 '])('accepts %j', (value) => {
    expect(usZipCode().parse(value)).toBe(value.trim());
  });

  it.each(['abcde', '0703', '070301', '07030-12', '07030 1234', ''])('refuses %j', (value) => {
    expect(usZipCode().safeParse(value).error?.issues[0]?.message).toBe(US_ZIP_CODE_MESSAGE);
  });
});

describe('usPhoneNumber', () => {
  it.each([
    '2125550100',
    '212-555-0100',
    '(212) 555-0100',
    '212.555.0100',
    '+1 212 555 0100',
    '1-212-555-0100',
    '+1 (212) 555-0100',
  ])('accepts %j', (value) => {
    expect(usPhoneNumber().parse(value)).toBe(value);
  });

  it.each([
    'any phone',
    '555-0100',
    '212-555-01000',
    '+44 20 7946 0958',
    'abc2125550100',
    '2125550100 ext 2',
  ])('refuses %j', (value) => {
    expect(usPhoneNumber().safeParse(value).error?.issues[0]?.message).toBe(US_PHONE_NUMBER_MESSAGE);
  });
});

describe('dropShipDeliveryAddressSchema', () => {
  const address = {
    businessUnitId: 'bu-1',
    vendorId: 'v-1',
    useAlternativeDeliveryAddress: true,
    alternativeDeliveryFirstName: 'Ana',
    alternativeDeliveryLastName: 'Ruiz',
    alternativeDeliveryAddress: '12 Harbor Street',
    alternativeDeliveryCity: 'Hoboken',
    alternativeDeliveryState: 'nj',
    alternativeDeliveryZipCode: '07030',
    defaultDeliveryPhoneNumber: '',
    alternativeDeliveryPhoneNumber: '(201) 555-0100',
  };

  it('accepts a real address, upper-casing the state', () => {
    expect(dropShipDeliveryAddressSchema.parse(address).alternativeDeliveryState).toBe('NJ');
  });

  it('accepts a form not filled in yet', () => {
    expect(
      dropShipDeliveryAddressSchema.safeParse({
        businessUnitId: 'bu-1',
        vendorId: 'v-1',
        useAlternativeDeliveryAddress: true,
      }).success,
    ).toBe(true);
  });

  it('names each wrong field', () => {
    const result = dropShipDeliveryAddressSchema.safeParse({
      ...address,
      alternativeDeliveryState: 'XX',
      alternativeDeliveryZipCode: 'abcde',
      alternativeDeliveryPhoneNumber: 'any phone',
      defaultDeliveryPhoneNumber: '12',
    });
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      alternativeDeliveryState: US_STATE_MESSAGE,
      alternativeDeliveryZipCode: US_ZIP_CODE_MESSAGE,
      alternativeDeliveryPhoneNumber: US_PHONE_NUMBER_MESSAGE,
      defaultDeliveryPhoneNumber: US_PHONE_NUMBER_MESSAGE,
    });
  });
});
