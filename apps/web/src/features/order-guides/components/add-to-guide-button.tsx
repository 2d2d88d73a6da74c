import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { ClipboardIcon } from '../../../components/ui/icons.tsx';
import { useModalStore } from '../../../lib/modal-store.ts';

/** Opens the order-guides widget modal for one product, to add it to guides. */
export function AddToGuideButton({ sku, name }: { sku: string; name: string }) {
  function open() {
    useModalStore.setState({
      widget: { itemIdList: [sku], itemName: name, unitOfMeasure: '', segmentData: { sku } },
    });
    useModalStore.getState().show('orderGuidesWidget');
  }
  return (
    <button type="button" onClick={open} className={buttonClasses('secondary')}>
      <ClipboardIcon className="size-5" />
      Add to order guide
    </button>
  );
}
