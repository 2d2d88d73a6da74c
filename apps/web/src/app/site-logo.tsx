import { Link } from 'react-aria-components';

/** The Larder word mark, linking home. */
export function SiteLogo() {
  return (
    <Link
      href="/"
      className="flex min-h-11 items-center gap-2 rounded-lg pr-2 text-white outline-none data-focus-visible:ring-2 data-focus-visible:ring-white"
    >
      <img src="/favicon.svg" alt="" className="size-8" />
      <span className="flex flex-col leading-none">
        <span className="text-xl font-extrabold tracking-tight">Larder</span>
        <span className="text-[0.7rem] font-semibold tracking-[0.2em] text-brand-200 uppercase">
          Foodservice
        </span>
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
