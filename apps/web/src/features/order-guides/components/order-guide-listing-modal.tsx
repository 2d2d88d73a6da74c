import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessageOf } from '../../../lib/api-error.ts';
import { useModalStore } from '../../../lib/modal-store.ts';
import { useGuideListing } from '../api/get-listing.ts';
import { guideDetailUrl } from '../api/guide-keys.ts';

/** The order guide listing modal (spec section 2): every visible guide, found by name, one press away. */
export function OrderGuideListingModal() {
  const listing = useGuideListing();
  const [term, setTerm] = useState('');
  const close = () => useModalStore.getState().hide('orderGuideListing');
  const needle = term.trim().toLowerCase();
  const guides = (listing.data?.guides ?? []).filter((g) => g.name.toLowerCase().includes(needle));
  return (
    <Modal title="Your order guides" isOpen onOpenChange={(open) => !open && close()}>
      {() => (
        <div className="flex flex-col gap-4">
          <SearchField
            label="Find a guide"
            value={term}
            onChange={setTerm}
            placeholder="Guide name"
            autoFocus
          />
          {listing.isPending ? (
            <Skeleton className="h-40 w-full" />
          ) : listing.isError ? (
            <Alert tone="error">{errorMessageOf(listing.error)}</Alert>
          ) : guides.length === 0 ? (
            <p className="text-stone-600">No guide matches.</p>
          ) : (
            <ul className="flex max-h-80 flex-col overflow-y-auto">
              {guides.map((guide) => (
                <li key={guide.id}>
                  <Link
                    href={guideDetailUrl(guide.id)}
                    appearance="plain"
                    onClick={close}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-stone-50"
                  >
                    <span className="font-semibold text-stone-900">
                      {guide.name}
                      {guide.isDefault && (
                        <span className="ml-2 text-sm font-normal text-brand-700">Default</span>
                      )}
                    </span>
                    <span className="text-sm text-stone-600">{guide.itemCount} items</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  );
}
