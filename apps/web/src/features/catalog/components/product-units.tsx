import type { ProductDetail } from '@larder/contract';
import { NotifyMeButton } from './notify-me-button.tsx';
import { Badge, StockBadge } from '../../../components/ui/badge.tsx';

type Unit = ProductDetail['variants'][number];

/** The buying hints of a unit: min/max, sell-by multiple, catch weight, drop-ship and special order. */
export function unitNotes(unit: Unit): string[] {
  const notes: string[] = [];
  if (unit.catchWeight) {
    const average = unit.averageWeight ? ` (about ${unit.averageWeight} ${unit.catchWeight} each)` : '';
    notes.push(`Catch weight: billed by actual weight${average}.`);
  }
  if (unit.minQuantity !== null && unit.maxQuantity !== null) {
    const until = unit.minMaxExpirationDate ? ` until ${unit.minMaxExpirationDate}` : '';
    notes.push(`Order between ${unit.minQuantity} and ${unit.maxQuantity}${until}.`);
  } else if (unit.minQuantity !== null) notes.push(`Minimum order ${unit.minQuantity}.`);
  if (unit.sellByMultiple > 1) notes.push(`Sold in multiples of ${unit.sellByMultiple}.`);
  if (unit.isDropShip) notes.push(`Drop-ship: ships direct from ${unit.vendorName ?? 'the vendor'}.`);
  if (unit.isDropShipRestricted) notes.push('Drop-ship restricted: delivered only within your state.');
  if (unit.specialOrderFlag) notes.push('Special order: made for you, allow extra days.');
  return notes;
}

/** Every unit of a product: pack, price (or 'Price Pending'), stock, tags and hints; notify-me when out of stock. */
export function ProductUnits({ product, signedIn }: { product: ProductDetail; signedIn: boolean }) {
  return (
    <ul className="flex flex-col divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
      {product.variants.map((unit) => (
        <li key={unit.code} className="flex flex-col gap-2 p-4">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="font-bold text-stone-900">{unit.text}</span>
            <span className="text-stone-700">{unit.weight}</span>
            {unit.priceText && (
              <span className="text-lg font-extrabold text-stone-900">{unit.priceText}</span>
            )}
            <StockBadge inStock={unit.inStock} />
            {unit.isDefault && product.variants.length > 1 && (
              <span className="text-xs font-semibold text-stone-500">Default unit</span>
            )}
            {unit.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </div>
          {unitNotes(unit).length > 0 && (
            <ul className="list-disc pl-5 text-sm text-stone-700">
              {unitNotes(unit).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          {!unit.inStock && signedIn && (
            <div className="max-w-sm">
              <NotifyMeButton sku={product.sku} unit={unit.text} requested={unit.notifyMeRequested} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
