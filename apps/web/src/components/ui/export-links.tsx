/** The address of a staff export with the list's filters, e.g. `/web-api/staff/orders/export?format=csv&status=Cancelled`. */
export function exportHref(path: string, filters: object, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(filters)) {
    if (name !== 'page' && value !== undefined && value !== null && value !== '')
      query.set(name, String(value));
  }
  return `${path}?${query.toString()}`;
}

/** Download links for a staff list as CSV and XLSX, with the filters on screen (the server streams them). */
export function ExportLinks({ path, filters, noun }: { path: string; filters: object; noun: string }) {
  const link =
    'rounded-lg border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-500';
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
      <span>Export these {noun}:</span>
      <a className={link} href={exportHref(path, filters, 'csv')} download>
        CSV
      </a>
      <a className={link} href={exportHref(path, filters, 'xlsx')} download>
        Excel (XLSX)
      </a>
    </p>
  );
}
