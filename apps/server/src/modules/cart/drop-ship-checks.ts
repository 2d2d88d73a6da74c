import {
  DROP_SHIP_STATE_RESTRICTION_FLAG,
  type DropShipDeliveryAddress,
  type ValidationMessage,
} from '@larder/contract';
import type { SubCartRow } from './cart.repository.ts';
import type { CartComputationInput, PlannedSubCart } from './cart-computation-input.ts';

/** A drop-ship sub-cart's delivery address: the one chosen, else the organization's own (no alternative). */
export function dropShipAddressOf(
  choices: SubCartRow | null,
  unitId: string,
  vendorId: string,
): DropShipDeliveryAddress {
  const stored = (choices?.dropShipAddress ?? null) as DropShipDeliveryAddress | null;
  return (
    stored ?? {
      businessUnitId: unitId,
      vendorId,
      useAlternativeDeliveryAddress: false,
      alternativeDeliveryFirstName: '',
      alternativeDeliveryLastName: '',
      alternativeDeliveryAddress: '',
      alternativeDeliveryCity: '',
      alternativeDeliveryState: '',
      alternativeDeliveryZipCode: '',
      defaultDeliveryPhoneNumber: '',
      alternativeDeliveryPhoneNumber: '',
    }
  );
}

/** Drop-ship delivery fields are offered to brands 0 (specialty) and 2 (produce), per spec section 6. */
export function hasDropShipFields(brand: number): boolean {
  return brand === 0 || brand === 2;
}

const ADDRESS_FIELDS: [keyof DropShipDeliveryAddress, string][] = [
  ['alternativeDeliveryFirstName', 'first name'],
  ['alternativeDeliveryLastName', 'last name'],
  ['alternativeDeliveryAddress', 'street address'],
  ['alternativeDeliveryCity', 'city'],
  ['alternativeDeliveryState', 'state'],
  ['alternativeDeliveryZipCode', 'ZIP code'],
];

/** The messages a drop-ship sub-cart adds: a missing alternative address field, a restricted item for another state. */
export function dropShipMessages(
  input: CartComputationInput,
  subCart: Pick<PlannedSubCart, 'key' | 'vendorName' | 'lines'>,
  address: DropShipDeliveryAddress,
  messages: ValidationMessage[],
) {
  const vendor = subCart.vendorName ?? 'the vendor';
  if (hasDropShipFields(input.organization.brand) && address.useAlternativeDeliveryAddress) {
    const missing = ADDRESS_FIELDS.filter(([field]) => !String(address[field] ?? '').trim()).map(
      ([, name]) => name,
    );
    if (missing.length > 0) {
      messages.push({
        type: 'error',
        text: `Enter the delivery ${missing.join(', ')} for the ${vendor} drop-ship order.`,
        subCartKey: subCart.key,
      });
    }
  }
  const deliveryState = address.useAlternativeDeliveryAddress
    ? address.alternativeDeliveryState
    : input.profile.state;
  if (
    input.flags[DROP_SHIP_STATE_RESTRICTION_FLAG] === true &&
    deliveryState &&
    deliveryState !== input.profile.state
  ) {
    for (const line of subCart.lines.filter((l) => l.variant.isDropShipRestricted)) {
      messages.push({
        type: 'error',
        text: `${line.variant.productName} cannot be drop-shipped to ${deliveryState}.`,
        lineId: line.row.id,
        subCartKey: subCart.key,
      });
    }
  }
}
