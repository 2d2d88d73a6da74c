import { useQuery } from '@tanstack/react-query';
import { ChevronRightIcon } from '../../components/ui/icons.tsx';
import { Link } from '../../components/ui/link.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { contentChildrenQueryOptions } from '../../features/content/api/get-content-children.ts';
import { useEditMarker } from '../../lib/edit-mode-store.ts';
import { propertiesOf, type PageProps } from '../../lib/page-props.ts';

function ChildPages({ contentId }: { contentId: number }) {
  const { data: children, isPending, isError } = useQuery(contentChildrenQueryOptions(contentId));
  if (isError) return null;
  return (
    <section aria-labelledby="child-pages" className="mt-10">
      <h2 id="child-pages" className="text-2xl font-bold text-stone-900">
        In this section
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {isPending
          ? [0, 1].map((n) => (
              <li key={n}>
                <Skeleton className="h-24" />
              </li>
            ))
          : children.map((child) => (
              <li key={child.contentLink.id}>
                <Link
                  href={child.url}
                  appearance="plain"
                  className="flex h-full items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm outline-none hover:border-brand-400 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span>
                    <span className="block text-lg font-bold text-stone-900">{child.name}</span>
                    {typeof child.properties.intro === 'string' && (
                      <span className="mt-1 line-clamp-2 block text-stone-600">{child.properties.intro}</span>
                    )}
                  </span>
                  <ChevronRightIcon className="size-5 shrink-0 text-brand-700" />
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

/** A content page (About Us, Resources and their children): heading, introduction, body and, for sections, the pages below. */
export function StandardPage({ model }: PageProps) {
  const properties = propertiesOf(model, 'StandardPage');
  const headingMarker = useEditMarker('heading');
  const introMarker = useEditMarker('intro');
  const bodyMarker = useEditMarker('body');
  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <PageHeading
        title={properties.heading ?? model.content.name}
        intro={properties.intro}
        breadcrumbs={[{ name: 'Home', url: '/' }]}
        titleProps={headingMarker}
        introProps={introMarker}
      />
      {properties.body && properties.body.length > 0 && (
        <div {...bodyMarker} className="mt-8">
          <RichText blocks={properties.body} />
        </div>
      )}
      {properties.showChildren && <ChildPages contentId={model.content.contentLink.id} />}
    </article>
  );
}
