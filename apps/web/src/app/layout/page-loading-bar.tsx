/** A thin bar under the header while the next page's content loads. */
export function PageLoadingBar({ active }: { active: boolean }) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden">
      {active && (
        <div className="h-full w-1/3 animate-[page-loading_1.2s_ease-in-out_infinite] bg-amber-400" />
      )}
    </div>
  );
}
