import { InfoIcon } from '../../../components/ui/icons.tsx';
import { showProductLearnMore } from '../../../lib/modal-store.ts';

/** Opens the product learn more modal (details, spec sheet, video) for a product. */
export function LearnMoreButton({
  sku,
  name,
  className = '',
}: {
  sku: string;
  name: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => showProductLearnMore(sku)}
      aria-label={`Learn more: ${name}`}
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 outline-none hover:text-brand-950 focus-visible:ring-2 focus-visible:ring-brand-500 ${className}`}
    >
      <InfoIcon className="size-5" />
      Learn more
    </button>
  );
}
