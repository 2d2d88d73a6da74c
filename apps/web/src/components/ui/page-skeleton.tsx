import { Skeleton } from './skeleton.tsx';

/** The grey outline of a page while its content loads, announced once to screen readers. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8" role="status" aria-label="Loading page">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="mt-4 h-9 w-3/4 max-w-xl" />
      <Skeleton className="mt-3 h-5 w-full max-w-2xl" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
