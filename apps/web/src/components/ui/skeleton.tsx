/** A grey block that stands in for content while it loads; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-lg bg-stone-200 ${className}`} />;
}
