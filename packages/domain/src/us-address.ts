/*
 * US postal address rules the drop-ship and sign-up forms check on both sides: state codes, ZIP codes and
 * phone numbers as people type them.
 */

/** US states and territories, by postal code, for addresses. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** What a state that is not a US postal code is told. */
export const US_STATE_MESSAGE = 'Choose a state.';

/** What a ZIP code that is not 5 digits (or ZIP+4) is told. */
export const US_ZIP_CODE_MESSAGE = 'Enter a 5-digit ZIP code.';

/** What a phone number that is not a 10-digit US number is told. */
export const US_PHONE_NUMBER_MESSAGE = 'Enter a 10-digit phone number.';

/** A US ZIP code: 5 digits, or ZIP+4. */
export const US_ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

/**
 * A US phone number as people type it: 10 digits with optional spaces, dots, dashes or parentheses around
 * the area code, and an optional +1 or 1 in front.
 */
export const US_PHONE_NUMBER_PATTERN = /^(?:\+?1[\s.-]?)?(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

const states: ReadonlySet<string> = new Set(US_STATE_CODES);

/** Whether a value is a US state or territory postal code (the cart's usStateCodes). */
export function isUsStateCode(value: string): boolean {
  return states.has(value);
}

/** Whether a value is a US ZIP code: 5 digits, or ZIP+4. */
export function isUsZipCode(value: string): boolean {
  return US_ZIP_CODE_PATTERN.test(value);
}

/** Whether a value is a 10-digit US phone number, punctuation and a leading +1 allowed. */
export function isUsPhoneNumber(value: string): boolean {
  return US_PHONE_NUMBER_PATTERN.test(value);
}
