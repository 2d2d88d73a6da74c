/** The header's outline while its code loads: the same height and colours, so nothing jumps when it arrives. */
export function HeaderPlaceholder() {
  return (
    <div aria-hidden="true" className="sticky top-0 z-40 shadow-md">
      <div className="h-28 bg-brand-800 md:h-[3.75rem]" />
      <div className="hidden h-[3.25rem] bg-brand-900 md:block" />
    </div>
  );
}
