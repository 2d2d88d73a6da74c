import type { MenuItem } from '@larder/contract';
import { ContentImage } from '../../components/ui/content-image.tsx';
import { Link } from '../../components/ui/link.tsx';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCurrentUser } from '../../features/auth/api/get-current-user.ts';
import { useHeader } from '../../features/content/api/get-header.ts';
import { EmbeddedPlacement } from '../../features/messaging/components/embedded-placement.tsx';
import { EMBEDDED_PLACEMENTS } from '../../features/messaging/embedded-store.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { ORDERING_STEPS } from '../../lib/ordering-steps.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';
import { AccountSummary } from './account-summary.tsx';
import { Hero } from './hero.tsx';

interface FeaturedCategory extends MenuItem {
  blurb?: string;
  image?: { url: string; alt: string };
}

function FeaturedCategories({ categories }: { categories: readonly FeaturedCategory[] | undefined }) {
  const marker = useEditMarker('featuredCategories');
  // An empty store has no categories yet: no heading over nothing (undefined still shows the skeletons).
  if (categories?.length === 0) return null;
  return (
    <section aria-labelledby="featured-categories" {...marker}>
      <div className="flex items-end justify-between gap-4">
        <h2 id="featured-categories" className="text-2xl font-bold text-stone-900">
          Shop by category
        </h2>
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {categories
          ? categories.map((category) => (
              <li key={category.url}>
                <Link
                  href={category.url}
                  appearance="plain"
                  className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm outline-none hover:border-brand-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="relative block aspect-[5/3] w-full overflow-hidden bg-gradient-to-br from-brand-100 to-brand-300">
                    <span
                      aria-hidden="true"
                      className="absolute inset-0 flex items-center justify-center text-4xl font-extrabold text-brand-800/30"
                    >
                      {category.name.charAt(0)}
                    </span>
                    {category.image && (
                      <ContentImage
                        src={category.image.url}
                        alt={category.image.alt}
                        loading="lazy"
                        decoding="async"
                        width="400"
                        height="240"
                        className="absolute inset-0 size-full object-cover"
                      />
                    )}
                  </span>
                  <span className="flex flex-1 flex-col gap-1 p-4">
                    <span className="flex items-center justify-between gap-2 text-lg font-bold text-stone-900 group-hover:text-brand-800">
                      {category.name}
                      <ChevronRightIcon className="size-4 text-brand-600" />
                    </span>
                    {category.blurb && <span className="text-sm text-stone-600">{category.blurb}</span>}
                  </span>
                </Link>
              </li>
            ))
          : [0, 1, 2, 3].map((n) => (
              <li key={n}>
                <Skeleton className="h-28" />
              </li>
            ))}
      </ul>
    </section>
  );
}

function HowOrderingWorks() {
  return (
    <section aria-labelledby="how-ordering-works" className="rounded-2xl bg-brand-50 p-6 sm:p-8">
      <h2 id="how-ordering-works" className="text-2xl font-bold text-stone-900">
        How ordering works
      </h2>
      <ol className="mt-5 grid gap-5 md:grid-cols-3">
        {ORDERING_STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <span>
              <span className="block text-lg font-semibold text-stone-900">{step.title}</span>
              <span className="block text-stone-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The start page: a welcome (or the buyer's account), the hero, featured categories and how ordering works. */
export function StartPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'StartPage');
  const { data: user } = useCurrentUser();
  const { data: header } = useHeader();
  const signedIn = user?.isAuthenticated === true;
  const featured: readonly FeaturedCategory[] | undefined =
    properties.featuredCategories && properties.featuredCategories.length > 0
      ? properties.featuredCategories
      : header?.categoryMenu;
  const valueProps = properties.valueProps ?? [];
  const valueMarker = useEditMarker('valueProps');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 sm:py-8">
      {signedIn && <AccountSummary user={user} />}
      {signedIn && <EmbeddedPlacement placementId={EMBEDDED_PLACEMENTS.home} label="Messages for you" />}
      {properties.hero && (
        <Hero hero={properties.hero} headingLevel={signedIn ? 2 : 1} showCtas={!signedIn} />
      )}
      {valueProps.length > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" {...valueMarker}>
          {valueProps.map((item) => (
            <li
              key={item.title}
              className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <h2 className="font-bold text-stone-900 sm:text-lg">{item.title}</h2>
              <p className="mt-1 text-sm text-stone-600 sm:text-base">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      <FeaturedCategories categories={featured} />
      <HowOrderingWorks />
    </div>
  );
}
