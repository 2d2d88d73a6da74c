/** A spinning indicator with a text for screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-stone-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent"
        aria-hidden="true"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
