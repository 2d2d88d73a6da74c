import type { CurrentUser } from '@larder/contract';
import { isOrderingAllowed } from '@larder/domain';
import { useState } from 'react';
import { Link } from '../../components/ui/link.tsx';
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control.tsx';
import { LearnMoreButton } from '../../features/catalog/components/learn-more-button.tsx';
import { NotifyMeButton } from '../../features/catalog/components/notify-me-button.tsx';
import { useGlobalSettings } from '../../features/content/api/get-global-settings.ts';
import { AddToGuideButton } from '../../features/order-guides/components/add-to-guide-button.tsx';
import { SIMILAR_ITEMS_FLAG } from '../../lib/feature-flags.ts';
import { useModalStore } from '../../lib/modal-store.ts';
import type { SearchHit } from '../../lib/search-client.ts';

const secondaryButton =
  'inline-flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 outline-none hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-500';

/** Opens the see-similar-items modal for a product. */
export function openSimilarItems(sku: string): void {
  useModalStore.setState({ similarItemsSku: sku });
  useModalStore.getState().show('similarItems');
}

/** Adds the hit to order guides in its default unit, through the order-guides widget modal. */
function AddHitToGuide({ hit }: { hit: SearchHit }) {
  const unit = hit.variants.find((v) => v.isDefault)?.text ?? hit.unit;
  return (
    <AddToGuideButton sku={hit.sku} name={hit.name} unitOfMeasure={unit} namesProduct className="w-full" />
  );
}

/**
 * What a result card offers: sign in for prices; for an in-stock product the add-to-cart control (opened on
 * demand, so a page of results does not load 20 sets of options); for an out-of-stock one, notify me and
 * similar items. A signed-in buyer can add any result to an order guide, in stock or not; anyone can open
 * the product learn more modal.
 */
export function ProductActions({ hit, user }: { hit: SearchHit; user: CurrentUser | undefined }) {
  return (
    <div className="flex flex-col gap-2">
      <ResultActions hit={hit} user={user} />
      {user?.isAuthenticated && <AddHitToGuide hit={hit} />}
      <LearnMoreButton sku={hit.sku} name={hit.name} className="self-center" />
    </div>
  );
}

function ResultActions({ hit, user }: { hit: SearchHit; user: CurrentUser | undefined }) {
  const [open, setOpen] = useState(false);
  const { data: settings } = useGlobalSettings();
  const similarOn = settings?.featureFlags[SIMILAR_ITEMS_FLAG] === true;
  if (!user?.isAuthenticated) {
    return (
      <Link
        href={`/sign-in/?returnUrl=${encodeURIComponent(hit.url)}`}
        appearance="secondary"
        className="w-full"
      >
        Sign in for price
      </Link>
    );
  }
  if (!isOrderingAllowed(user.customerStatus, user.currentOrganization?.id)) {
    // On hold: no add-to-cart; the banner above the results says why and whom to call.
    return <p className="text-sm font-semibold text-amber-900">Ordering is paused for this account.</p>;
  }
  if (!hit.inStock) {
    const unit = hit.variants.find((v) => v.isDefault)?.text ?? hit.unit;
    return (
      <div className="flex flex-col gap-2">
        <NotifyMeButton sku={hit.sku} unit={unit} />
        {similarOn && (
          <button type="button" onClick={() => openSimilarItems(hit.sku)} className={secondaryButton}>
            See similar items
          </button>
        )}
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Add to cart: ${hit.name}`}
        className="inline-flex min-h-11 w-full cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-4 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
      >
        Add to cart
      </button>
    );
  }
  // One press adds (the only unit, its starting quantity); the card already shows the price.
  return <AddToCartControl sku={hit.sku} customerStatus={user.customerStatus} showPrice={false} addOnOpen />;
}
