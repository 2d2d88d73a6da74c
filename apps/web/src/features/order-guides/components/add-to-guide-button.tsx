import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ClipboardIcon } from '../../../components/ui/icons.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';

/** Props of AddToGuideButton. */
export interface AddToGuideButtonProps {
  sku: string;
  name: string;
  /** The unit to add it in; empty: the product's default unit, looked up when adding. */
  unitOfMeasure?: string;
  /** Names the product in the button's accessible name, where several products sit side by side. */
  namesProduct?: boolean;
  className?: string;
}

/** Opens the order-guides widget modal for one product, to add it to guides. */
export function AddToGuideButton({
  sku,
  name,
  unitOfMeasure = '',
  namesProduct = false,
  className = '',
}: AddToGuideButtonProps) {
  function open() {
    useModalStore.setState({
      widget: { itemIdList: [sku], itemName: name, unitOfMeasure, segmentData: { sku } },
    });
    useModalStore.getState().show('orderGuidesWidget');
  }
  return (
    <button
      type="button"
      onClick={open}
      aria-label={namesProduct ? `Add to order guide: ${name}` : undefined}
      className={buttonClasses('secondary', className)}
    >
      <ClipboardIcon className="size-5" />
      Add to order guide
    </button>
  );
}
