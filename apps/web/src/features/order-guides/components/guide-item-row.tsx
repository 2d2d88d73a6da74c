import type { OrderGuideLineItem, OrderGuideSubstitution } from '@larder/contract';
import { guideItemKey, suggestedQuantity } from '@larder/domain';
import { memo, useState, type KeyboardEvent } from 'react';
import {
  setOnHand,
  typeGuideQuantity,
  useGuideDetailStore,
  useGuideQuantity,
  type GuideParentItem,
} from '../guide-detail-store.ts';
import { useGuideCanOrder } from '../guide-ordering.ts';
import { orderVariant } from '../guide-rows.ts';
import { itemLabel } from '../item-label.ts';
import { QuantityCell } from './quantity-cell.tsx';
import { ProductTitleLink } from '../../../components/ui/product-title-link.tsx';
import { OfflineLineStatus } from '../../../components/ui/offline-line-status.tsx';
import { useLineOffline } from '../../../lib/offline/use-line-offline.ts';

/** Props of GuideItemRow. */
export interface GuideItemRowProps {
  item: OrderGuideLineItem;
  itemRow: number;
  showPar: boolean;
  onGridKey: (event: KeyboardEvent<HTMLInputElement>, row: number, column: number) => void;
  onParChange: (item: OrderGuideLineItem, parLevel: number | null) => void;
}

const smallInput =
  'h-10 w-16 rounded-lg border border-stone-300 bg-white text-center tabular-nums outline-none focus:border-brand-600 focus:bg-brand-50';

function ParCells({ item, itemRow, onGridKey, onParChange, step }: GuideItemRowProps & { step: number }) {
  const onHand = useGuideDetailStore((state) => state.onHand[guideItemKey(item)]);
  const [parText, setParText] = useState(item.parLevel === undefined ? '' : String(item.parLevel));
  const par = parText === '' ? 0 : Number(parText);
  const canOrder = useGuideCanOrder();
  const suggestion = onHand === undefined || !canOrder ? null : suggestedQuantity(par, onHand, step);
  return (
    <div className="flex items-end gap-2 text-sm sm:w-64">
      <label className="flex flex-col gap-0.5 text-stone-600">
        Par
        <input
          className={smallInput}
          inputMode="numeric"
          value={parText}
          data-grid-row={itemRow}
          data-grid-column={2}
          aria-label={`Par level of ${itemLabel(item)}`}
          onChange={(event) => setParText(event.target.value.replace(/\D/g, '').slice(0, 5))}
          onBlur={() => {
            const next = parText === '' ? null : Number(parText);
            if (next !== (item.parLevel ?? null)) onParChange(item, next);
          }}
          onKeyDown={(event) => onGridKey(event, itemRow, 2)}
        />
      </label>
      <label className="flex flex-col gap-0.5 text-stone-600">
        On hand
        <input
          className={smallInput}
          inputMode="numeric"
          value={onHand === undefined ? '' : String(onHand)}
          data-grid-row={itemRow}
          data-grid-column={1}
          aria-label={`On hand count of ${itemLabel(item)}`}
          onChange={(event) => {
            const text = event.target.value.replace(/\D/g, '').slice(0, 5);
            setOnHand(item, text === '' ? null : Number(text));
          }}
          onKeyDown={(event) => onGridKey(event, itemRow, 1)}
        />
      </label>
      {suggestion !== null && par > 0 && (
        <button
          type="button"
          className="h-10 rounded-lg px-2 font-semibold text-brand-800 hover:bg-brand-50 outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          onClick={() => typeGuideQuantity(item, suggestion)}
        >
          Order {suggestion}
        </button>
      )}
    </div>
  );
}

const noGrid = () => undefined;

function SubstitutionRow({ item, parent }: { item: OrderGuideSubstitution; parent: GuideParentItem }) {
  const quantity = useGuideQuantity(item, parent);
  const variant = orderVariant(item);
  const canOrder = useGuideCanOrder();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-1.5">
      <div className="min-w-0 flex-1 text-sm">
        <span className="font-semibold text-stone-900">{item.name}</span>{' '}
        <span className="text-stone-600">
          {item.brandName} · #{item.productSku}
          {item.inStock ? '' : ' · out of stock'}
        </span>
      </div>
      <p className="w-28 shrink-0 text-right text-sm font-semibold tabular-nums">
        {variant?.price ?? 'Price Pending'}
      </p>
      {canOrder && (
        <QuantityCell
          productName={itemLabel(item)}
          quantity={quantity}
          sellByMultiple={variant?.sellByMultiple ?? 1}
          row={-1}
          column={-1}
          onChange={(next) => typeGuideQuantity(item, next, parent)}
          onGridKey={noGrid}
        />
      )}
    </li>
  );
}

/** One item in default mode: picture, name, brand, SKU and pack, price, stock, and its quantity cell. */
export const GuideItemRow = memo(function GuideItemRow(props: GuideItemRowProps) {
  const { item, itemRow, showPar, onGridKey } = props;
  const quantity = useGuideQuantity(item);
  const variant = orderVariant(item);
  const step = variant?.sellByMultiple ?? 1;
  const canOrder = useGuideCanOrder();
  return (
    <div className="border-b border-stone-200 bg-white px-3 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-nowrap">
        <div className="flex w-full min-w-0 items-center gap-3 sm:w-auto sm:flex-1">
          {item.imageUrl ? (
            <img
              src={item.imageUrl}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              decoding="async"
              className="size-12 shrink-0 rounded-md bg-stone-100 object-cover"
            />
          ) : (
            <span className="size-12 shrink-0 rounded-md bg-stone-100" aria-hidden="true" />
          )}
          <div className="min-w-0">
            <ProductTitleLink href={item.productUrl} className="line-clamp-2">
              {item.name}
            </ProductTitleLink>
            <p className="truncate text-sm text-stone-600">
              {item.brandName} · #{item.productSku}
              {variant ? ` · ${variant.weight} ${variant.text}`.trimEnd() : ''}
            </p>
            {item.isDiscontinued ? (
              <p className="text-sm font-semibold text-red-700">Discontinued: no longer sold</p>
            ) : (
              !item.inStock && <p className="text-sm font-semibold text-red-700">Out of stock</p>
            )}
          </div>
        </div>
        {showPar && <ParCells {...props} step={step} />}
        <p className="ml-auto shrink-0 text-right font-semibold text-stone-900 tabular-nums sm:w-28">
          {variant?.price ?? 'Price Pending'}
        </p>
        {canOrder && !item.isDiscontinued && (
          <QuantityCell
            productName={itemLabel(item)}
            quantity={quantity}
            sellByMultiple={step}
            row={itemRow}
            column={0}
            onChange={(next) => typeGuideQuantity(item, next)}
            onGridKey={onGridKey}
          />
        )}
      </div>
      <ItemOfflineStatus item={item} />
      {item.catalogSubstitutes && item.catalogSubstitutes.length > 0 && (
        <div className="mt-2 ml-15 rounded-lg bg-amber-50 px-3 py-2 text-sm">
          <p className="font-semibold text-stone-800">Offered instead:</p>
          <ul className="flex flex-col gap-1">
            {item.catalogSubstitutes.map((sub) => (
              <li key={sub.productSku}>
                <ProductTitleLink href={sub.productUrl}>{sub.name}</ProductTitleLink>{' '}
                <span className="text-stone-600">#{sub.productSku}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {item.substitutions && item.substitutions.length > 0 && (
        <div className="mt-2 ml-15 rounded-lg bg-stone-50 px-3 py-1">
          <p className="pt-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">Substitutes</p>
          <ul>
            {item.substitutions.map((sub) => (
              <SubstitutionRow key={guideItemKey(sub)} item={sub} parent={item} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
});

/** The item's change typed offline, or what became of it on reconnect. */
function ItemOfflineStatus({ item }: { item: { productSku: string; unitOfMeasure: string } }) {
  const { pending, notice } = useLineOffline(item);
  return (
    <OfflineLineStatus pending={pending} notice={notice} setsLine={pending?.fromCart} className="sm:ml-15" />
  );
}
