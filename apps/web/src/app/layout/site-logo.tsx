import { Link } from 'react-router';

/** The store's word mark, linking home. */
export function SiteLogo({ homeUrl = '/' }: { homeUrl?: string }) {
  return (
    <Link
      to={homeUrl}
      className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg pr-2 text-white outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      <img src="/favicon.svg" alt="" width="32" height="32" className="size-8" />
      {/* Under 360 px the word mark is read, not shown: the header's icons need its width. */}
      <span className="flex flex-col leading-none max-[359px]:sr-only">
        <span className="text-xl font-extrabold tracking-tight">Larder</span>
        {/* On phones the tagline gives its width to the header's icons (guides, cart, account). */}
        <span className="hidden text-[0.7rem] font-semibold tracking-[0.2em] text-brand-200 uppercase sm:block">
          Foodservice
        </span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
