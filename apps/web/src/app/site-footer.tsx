import { Link } from 'react-aria-components';

const linkClasses =
  'inline-flex min-h-11 items-center rounded text-brand-100 outline-none data-hovered:text-white data-hovered:underline data-focus-visible:ring-2 data-focus-visible:ring-white';

const columns = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about-us/' },
      { label: 'Resources', href: '/resources/' },
    ],
  },
  {
    title: 'New customers',
    links: [{ label: 'Apply for an account', href: '/sign-up' }],
  },
];

/** The site footer: company links, customer links and how to reach customer service. */
export function SiteFooter() {
  return (
    <footer className="mt-12 bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="text-lg font-extrabold text-white">Larder Foodservice</p>
          <p className="mt-2 max-w-sm text-sm text-brand-200">
            Protein, produce, specialty and chef&apos;s items for restaurants and foodservice kitchens,
            delivered on your route days.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{column.title}</h2>
            <ul className="mt-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-brand-300">
          © {new Date().getFullYear()} Larder Foodservice. Prices and availability vary by region and route.
        </p>
      </div>
    </footer>
  );
}
