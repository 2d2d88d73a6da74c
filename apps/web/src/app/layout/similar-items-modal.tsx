import { useEffect, useRef } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control.tsx';
import { SimilarItemsList } from '../../features/catalog/components/similar-items-list.tsx';
import { useCartCounterStore } from '../../lib/cart-counter-store.ts';
import { useModalStore, useModalVisible } from '../../lib/modal-store.ts';
import { track } from '../../lib/tracker/index.ts';

/**
 * The see-similar-items modal for the product set in the modal store: in-stock alternatives, each with the
 * add-to-cart control. Opening it tracks 'Search for Substitutions'; closing it without adding anything
 * tracks 'No substitution was added to cart'.
 */
export function SimilarItemsModal({ sku }: { sku: string }) {
  const isOpen = useModalVisible('similarItems');
  const { data: user } = useCurrentUser();
  const openedAt = useRef(0);

  useEffect(() => {
    openedAt.current = Date.now();
    track('Search for Substitutions', { product_id: sku, sku });
  }, [sku]);

  const close = () => {
    if (useCartCounterStore.getState().reportedAt < openedAt.current) {
      track('No substitution was added to cart', { product_id: sku, sku });
    }
    useModalStore.getState().hide('similarItems');
    useModalStore.setState({ similarItemsSku: null });
  };

  return (
    <Modal title="Similar items" isOpen={isOpen} onOpenChange={(open) => !open && close()}>
      {() => (
        <div className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto">
          <p className="text-stone-700">
            In-stock alternatives to item <strong>{sku}</strong>: same category, closest brand and pack first.
          </p>
          {user && (
            <SimilarItemsList
              sku={sku}
              indexName={user.algoliaIndexName}
              authenticated={user.isAuthenticated}
              renderAction={(hit) =>
                user.isAuthenticated ? (
                  <AddToCartControl sku={hit.sku} customerStatus={user.customerStatus} confirmation="toast" />
                ) : (
                  <Link href="/sign-in/">Sign in to order</Link>
                )
              }
            />
          )}
        </div>
      )}
    </Modal>
  );
}
