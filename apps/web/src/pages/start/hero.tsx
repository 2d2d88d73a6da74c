import type { PageProperties } from '@larder/contract';
import { ContentImage } from '../../components/ui/content-image.tsx';
import { Link } from '../../components/ui/link.tsx';
import { useEditMarker } from '../../lib/edit-mode-store.ts';

/** Props of Hero. */
export interface HeroProps {
  hero: PageProperties<'StartPage'>['hero'];
  /** 1 for visitors (the page's title), 2 when the signed-in welcome is the title. */
  headingLevel: 1 | 2;
  showCtas: boolean;
}

/** The start page's hero: the distributor's promise over a kitchen photo, with its calls to action. */
export function Hero({ hero, headingLevel, showCtas }: HeroProps) {
  const marker = useEditMarker('hero');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section {...marker} className="relative isolate overflow-hidden rounded-3xl bg-brand-900 text-white">
      {hero.image?.url && (
        <ContentImage
          src={hero.image.url}
          alt={hero.image.alt}
          fetchPriority="high"
          width="1280"
          height="480"
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
      )}
      <div className="-z-10 absolute inset-0 bg-gradient-to-r from-brand-950/90 via-brand-900/70 to-transparent" />
      <div className="max-w-2xl px-6 py-10 sm:px-10 sm:py-16">
        <Heading className="text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {hero.heading}
        </Heading>
        {hero.subheading && <p className="mt-4 text-lg text-brand-50 sm:text-xl">{hero.subheading}</p>}
        {showCtas && (
          <div className="mt-7 flex flex-col gap-3 sm:flex-row">
            {hero.primaryCta && (
              <Link appearance="secondary" href={hero.primaryCta.url} className="border-transparent">
                {hero.primaryCta.name}
              </Link>
            )}
            {hero.secondaryCta && (
              <Link appearance="inverse" href={hero.secondaryCta.url}>
                {hero.secondaryCta.name}
              </Link>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
