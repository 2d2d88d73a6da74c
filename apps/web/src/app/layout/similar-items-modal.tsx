import { Link } from '../../components/ui/link.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useModalStore, useModalVisible } from '../../lib/modal-store.ts';

/** The see-similar-items modal for the product set in the modal store. */
export function SimilarItemsModal({ sku }: { sku: string }) {
  const isOpen = useModalVisible('similarItems');
  const close = () => {
    useModalStore.getState().hide('similarItems');
    useModalStore.setState({ similarItemsSku: null });
  };
  return (
    <Modal title="Similar items" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {() => (
        <div className="flex flex-col gap-4">
          <p className="text-stone-700">
            Looking for an alternative to item <strong>{sku}</strong>? Search the catalog for items like it.
          </p>
          <Link
            appearance="primary"
            href={`/search/?q=${encodeURIComponent(sku)}`}
            onClick={close}
            className="self-start"
          >
            Search for similar items
          </Link>
        </div>
      )}
    </Modal>
  );
}
