import type { DropShipDeliveryAddress } from '@larder/contract';
import { dropShipDeliveryAddressSchema } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { dropShipAddressErrors } from './drop-ship-address-errors.ts';

const address: DropShipDeliveryAddress = {
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

/** The server's field errors for the same address, as the contract schema gives them. */
function serverErrors(value: DropShipDeliveryAddress) {
  const issues = dropShipDeliveryAddressSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('dropShipAddressErrors', () => {
  it.each([
    address,
    {
      ...address,
      alternativeDeliveryState: '',
      alternativeDeliveryZipCode: '',
      alternativeDeliveryPhoneNumber: '',
    },
    { ...address, alternativeDeliveryState: 'XX' },
    { ...address, alternativeDeliveryZipCode: 'abcde' },
    { ...address, alternativeDeliveryZipCode: '070' },
    { ...address, alternativeDeliveryPhoneNumber: 'any phone' },
    { ...address, defaultDeliveryPhoneNumber: '555-0100' },
    { ...address, defaultDeliveryPhoneNumber: '+1 201 555 0100', alternativeDeliveryZipCode: '07030-1234' },
  ])('finds the fields the server would refuse (%#)', (value) => {
    expect(dropShipAddressErrors(value)).toEqual(serverErrors(value));
  });
});
