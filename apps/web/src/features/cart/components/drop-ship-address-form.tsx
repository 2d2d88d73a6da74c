import type { DropShipDeliveryAddress } from '@larder/contract';
import { useState } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useUpdateDropShipAddress } from '../api/update-drop-ship-address.ts';
import { dropShipAddressErrors, type DropShipAddressErrors } from '../drop-ship-address-errors.ts';
import { useAutoSave } from '../use-auto-save.ts';

/** Props of DropShipAddressForm. */
export interface DropShipAddressFormProps {
  address: DropShipDeliveryAddress;
  usStateCodes: readonly string[];
  vendorName: string;
}

type TextKey = Exclude<
  keyof DropShipDeliveryAddress,
  'businessUnitId' | 'vendorId' | 'useAlternativeDeliveryAddress' | 'alternativeDeliveryState'
>;

const sameAddress = (a: DropShipDeliveryAddress, b: DropShipDeliveryAddress) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Where a drop-ship vendor delivers: the organization's own address, or (useAlternativeDeliveryAddress)
 * another one with a contact, typed here and saved as the buyer goes.
 */
export function DropShipAddressForm({ address, usStateCodes, vendorName }: DropShipAddressFormProps) {
  const update = useUpdateDropShipAddress();
  const [errors, setErrors] = useState<DropShipAddressErrors>({});
  // A wrong state, ZIP code or phone number is shown beside its field and not sent; the server's own field
  // errors are shown the same way.
  const save = async (value: DropShipDeliveryAddress) => {
    const found = dropShipAddressErrors(value);
    setErrors(found);
    if (Object.keys(found).length > 0) throw new Error('The drop-ship address has wrong fields.');
    try {
      return await update.mutateAsync(value);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
      throw error;
    }
  };
  const form = useAutoSave({ serverValue: address, save, equals: sameAddress });
  const draft = form.value;
  const set = (changes: Partial<DropShipDeliveryAddress>, immediately = false) =>
    form.change({ ...draft, ...changes }, { immediately });

  const field = (key: TextKey, label: string, extra: { autoComplete?: string; type?: string } = {}) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(value) => set({ [key]: value })}
      onBlur={form.flush}
      isRequired={key !== 'alternativeDeliveryPhoneNumber'}
      errorMessage={errors[key]}
      {...extra}
    />
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-semibold text-stone-900">Delivery address for {vendorName}</legend>
      <Checkbox
        isSelected={draft.useAlternativeDeliveryAddress}
        onChange={(useAlternativeDeliveryAddress) => set({ useAlternativeDeliveryAddress }, true)}
        description="Otherwise the vendor ships to your restaurant's address on file."
      >
        Ship to a different address
      </Checkbox>
      {draft.useAlternativeDeliveryAddress ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {field('alternativeDeliveryFirstName', 'First name', { autoComplete: 'given-name' })}
          {field('alternativeDeliveryLastName', 'Last name', { autoComplete: 'family-name' })}
          <div className="sm:col-span-2">
            {field('alternativeDeliveryAddress', 'Street address', { autoComplete: 'street-address' })}
          </div>
          {field('alternativeDeliveryCity', 'City', { autoComplete: 'address-level2' })}
          <div className="grid grid-cols-2 gap-3">
            <Select
              label="State"
              isRequired
              value={draft.alternativeDeliveryState}
              onChange={(alternativeDeliveryState) => set({ alternativeDeliveryState }, true)}
              options={usStateCodes.map((code) => ({ id: code, label: code }))}
              placeholder="State"
              errorMessage={errors.alternativeDeliveryState}
            />
            {field('alternativeDeliveryZipCode', 'ZIP code', { autoComplete: 'postal-code' })}
          </div>
          {field('alternativeDeliveryPhoneNumber', 'Phone at this address', {
            autoComplete: 'tel',
            type: 'tel',
          })}
        </div>
      ) : (
        <div className="max-w-xs">
          <TextField
            label="Delivery phone"
            type="tel"
            autoComplete="tel"
            value={draft.defaultDeliveryPhoneNumber}
            onChange={(defaultDeliveryPhoneNumber) => set({ defaultDeliveryPhoneNumber })}
            onBlur={form.flush}
            errorMessage={errors.defaultDeliveryPhoneNumber}
            description="The carrier calls this number before delivering."
          />
        </div>
      )}
    </fieldset>
  );
}
