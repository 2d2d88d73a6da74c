import {
  US_PHONE_NUMBER_MESSAGE,
  US_STATE_MESSAGE,
  US_ZIP_CODE_MESSAGE,
  isUsPhoneNumber,
  isUsStateCode,
  isUsZipCode,
} from '@larder/domain';
import { text } from './primitives.ts';

export {
  US_PHONE_NUMBER_MESSAGE,
  US_STATE_CODES,
  US_STATE_MESSAGE,
  US_ZIP_CODE_MESSAGE,
} from '@larder/domain';

/** A US state postal code, trimmed and upper-cased; `optional` lets an unfilled field stay empty. */
export function usStateCode({ optional = false } = {}) {
  return text()
    .trim()
    .toUpperCase()
    .refine((v) => (optional && v === '') || isUsStateCode(v), US_STATE_MESSAGE);
}

/** A US ZIP code (5 digits or ZIP+4), trimmed; `optional` lets an unfilled field stay empty. */
export function usZipCode({ optional = false } = {}) {
  return text()
    .trim()
    .refine((v) => (optional && v === '') || isUsZipCode(v), US_ZIP_CODE_MESSAGE);
}

/** A 10-digit US phone number, punctuation and +1 allowed, trimmed; `optional` lets it stay empty. */
export function usPhoneNumber({ optional = false } = {}) {
  return text()
    .trim()
    .max(24, US_PHONE_NUMBER_MESSAGE)
    .refine((v) => (optional && v === '') || isUsPhoneNumber(v), US_PHONE_NUMBER_MESSAGE);
}
