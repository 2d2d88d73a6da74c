import type { StaffCatalogItem } from '@larder/contract';
import { formatPrice } from '@larder/domain';

/** Each unit of an item: what buyers of each customer group pay and what each warehouse has. */
export function CatalogUnits({ units }: { units: StaffCatalogItem['units'] }) {
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold text-stone-900">Units, prices and stock</h3>
      {units.map((unit) => (
        <div key={unit.id} className="rounded-xl border border-stone-200 p-4">
          <p className="font-semibold text-stone-900">
            {unit.text} · {unit.weight} · code {unit.code}
            {unit.isDefault ? ' · default' : ''} · stocking {unit.stockingType} · ships from{' '}
            {unit.businessUnitId}
            {unit.secondaryBusinessUnitId ? ` and ${unit.secondaryBusinessUnitId}` : ''}
            {unit.vendorName ? ` · vendor ${unit.vendorName}` : ''}
          </p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            <table className="self-start text-sm">
              <caption className="text-left font-semibold text-stone-700">Price per customer group</caption>
              <tbody>
                {unit.prices.map((row) => (
                  <tr key={row.customerGroupId} className="border-t border-stone-100">
                    <th scope="row" className="py-1 pr-3 text-left font-normal text-stone-700">
                      {row.customerGroupName}
                    </th>
                    <td className="py-1 text-right tabular-nums">
                      {row.price === null ? 'Price Pending' : formatPrice(Number(row.price))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="self-start text-sm">
              <caption className="text-left font-semibold text-stone-700">Stock per business unit</caption>
              <thead>
                <tr className="text-stone-600">
                  <th scope="col" className="text-left font-normal">
                    Warehouse
                  </th>
                  <th scope="col" className="text-right font-normal">
                    On hand
                  </th>
                  <th scope="col" className="text-right font-normal">
                    Held
                  </th>
                  <th scope="col" className="text-right font-normal">
                    Available
                  </th>
                </tr>
              </thead>
              <tbody>
                {unit.stock.length === 0 ? (
                  <tr>
                    <td colSpan={4} className="py-1 text-stone-600">
                      No stock recorded.
                    </td>
                  </tr>
                ) : (
                  unit.stock.map((row) => (
                    <tr key={row.businessUnitId} className="border-t border-stone-100">
                      <th scope="row" className="py-1 pr-3 text-left font-normal text-stone-700">
                        {row.businessUnitName}
                      </th>
                      <td className="text-right tabular-nums">{row.onHand}</td>
                      <td className="text-right tabular-nums">{row.allocated}</td>
                      <td className="text-right tabular-nums">{row.available}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </div>
      ))}
    </div>
  );
}
