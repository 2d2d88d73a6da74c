import { Link } from '../../../components/ui/link.tsx';

/** Props of PunchoutBanner. */
export interface PunchoutBannerProps {
  systemName: string;
}

/**
 * The strip shown in a punchout session: the buyer came from their procurement system and the cart goes back
 * there for approval instead of being submitted here.
 */
export function PunchoutBanner({ systemName }: PunchoutBannerProps) {
  return (
    <section aria-label="Punchout" className="bg-teal-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <p className="min-w-0 flex-1 text-sm sm:text-base">
          Shopping from <strong>{systemName}</strong>. When your cart is ready, transfer it to {systemName}{' '}
          for approval.
        </p>
        <Link href="/cart/" appearance="secondary" className="text-sm">
          Review cart and transfer
        </Link>
      </div>
    </section>
  );
}
