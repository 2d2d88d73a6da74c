import type { DropShipDeliveryAddress } from '@larder/contract';
import {
  US_PHONE_NUMBER_MESSAGE,
  US_STATE_MESSAGE,
  US_ZIP_CODE_MESSAGE,
  isUsPhoneNumber,
  isUsStateCode,
  isUsZipCode,
} from '@larder/domain';

/** A message per drop-ship address field that is wrong. */
export type DropShipAddressErrors = Partial<Record<keyof DropShipDeliveryAddress, string>>;

type Check = [keyof DropShipDeliveryAddress, (value: string) => boolean, string];

// The rules of the contract's dropShipDeliveryAddressSchema, without zod in the cart page's script.
const CHECKS: Check[] = [
  ['alternativeDeliveryState', (v) => isUsStateCode(v.toUpperCase()), US_STATE_MESSAGE],
  ['alternativeDeliveryZipCode', isUsZipCode, US_ZIP_CODE_MESSAGE],
  ['alternativeDeliveryPhoneNumber', isUsPhoneNumber, US_PHONE_NUMBER_MESSAGE],
  ['defaultDeliveryPhoneNumber', isUsPhoneNumber, US_PHONE_NUMBER_MESSAGE],
];

/**
 * The fields of a drop-ship address the server would refuse: a filled state, ZIP code or phone number that
 * is not a real one. Empty fields pass: the cart asks for the missing ones at submit.
 */
export function dropShipAddressErrors(address: DropShipDeliveryAddress): DropShipAddressErrors {
  const errors: DropShipAddressErrors = {};
  for (const [field, isValid, message] of CHECKS) {
    const value = String(address[field]).trim();
    if (value !== '' && !isValid(value)) errors[field] = message;
  }
  return errors;
}
