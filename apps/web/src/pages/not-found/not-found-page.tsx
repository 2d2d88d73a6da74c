import { Link } from '../../components/ui/link.tsx';
import { openWebIssue } from '../../lib/issue-report-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

/** The page content serves for an unknown URL (status 404): what happened and where to go instead. */
export function NotFoundPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'NotFoundPage');
  const links =
    properties.links && properties.links.length > 0 ? properties.links : [{ name: 'Home', url: '/' }];
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center px-4 py-16 text-center">
      <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">
        {properties.heading ?? 'We could not find that page'}
      </h1>
      <p className="mt-3 text-lg text-stone-600">
        {properties.message || 'The page may have moved, or the link may be mistyped.'}
      </p>
      <nav aria-label="Suggestions" className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <Link key={link.url} href={link.url} appearance={index === 0 ? 'primary' : 'secondary'}>
            {link.name}
          </Link>
        ))}
      </nav>
      <p className="mt-8 text-stone-600">
        Followed a link here from our site?{' '}
        <button
          type="button"
          onClick={openWebIssue}
          className="cursor-pointer rounded font-semibold text-brand-700 underline outline-none hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        >
          Report a problem
        </button>
      </p>
    </div>
  );
}
