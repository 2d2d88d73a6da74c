import type { OrderGuideLineItem } from '@larder/contract';
import {
  guideItemKey,
  orderQuantityFromCount,
  placeItem,
  walkInStorageOrder,
  type StorageAreaItems,
} from '@larder/domain';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { zonedDate } from '../../../lib/date-time.ts';
import { keepCountSheet, keptCountSheet } from '../../../lib/offline/kept-count-sheets.ts';
import type { KeptCountSheet } from '../../../lib/offline/offline-db.ts';
import { isOnline, useOfflineStore } from '../../../lib/offline/offline-store.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { userTimeZone } from '../../../lib/user-time-zone.ts';
import { getCountSheet, saveCounts, saveStorageOrder } from '../api/count-sheet.ts';
import {
  setOnHand,
  typeGuideQuantity,
  useGuideDetailStore,
  type DetailGroups,
} from '../guide-detail-store.ts';
import { orderVariant } from '../guide-rows.ts';
import { itemLabel } from '../item-label.ts';

/** The areas offered when arranging; the buyer can name others. */
const AREAS = ['Walk-in', 'Freezer', 'Dry store'];

function emptySheet(guideId: number): KeptCountSheet {
  return { guideId, areas: [], counts: [], unsentCounts: [], unsentAreas: false };
}

/** The guide's count sheet: from the server when online (kept for offline), else as kept. */
async function loadSheet(guideId: number): Promise<KeptCountSheet> {
  const kept = await keptCountSheet(guideId).catch(() => null);
  if (!isOnline()) return kept ?? emptySheet(guideId);
  try {
    const fresh = await getCountSheet(guideId);
    // What was changed offline and not sent yet stays as it was changed.
    const sheet: KeptCountSheet = kept?.unsentAreas
      ? { ...kept, counts: fresh.counts }
      : { ...fresh, guideId, unsentCounts: kept?.unsentCounts ?? [], unsentAreas: false };
    await keepCountSheet(sheet);
    return sheet;
  } catch {
    return kept ?? emptySheet(guideId);
  }
}

function CountRow({
  item,
  last,
  arranging,
  areaOf,
  areaNames,
  onPlace,
}: {
  item: OrderGuideLineItem;
  last: KeptCountSheet['counts'][number] | undefined;
  arranging: boolean;
  areaOf: string;
  areaNames: string[];
  onPlace: (area: string) => void;
}) {
  const onHand = useGuideDetailStore((state) => state.onHand[guideItemKey(item)]);
  const variant = orderVariant(item);
  const order =
    onHand === undefined
      ? null
      : orderQuantityFromCount({
          par: item.parLevel,
          onHand,
          sellByMultiple: variant?.sellByMultiple,
          minQuantity: variant?.minQuantity,
        });
  return (
    <li
      className="flex flex-wrap items-center gap-3 border-b border-stone-200 bg-white px-3 py-3"
      data-count-item={item.productSku}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{item.name}</p>
        <p className="text-sm text-stone-600">
          #{item.productSku} · {item.unitOfMeasure} · Par {item.parLevel ?? 'not set'}
          {last && ` · Last count ${last.onHand} on ${zonedDate(last.countedAt, userTimeZone())}`}
        </p>
      </div>
      {arranging ? (
        <label className="flex flex-col text-sm text-stone-700">
          Stored in
          <select
            className="h-12 rounded-lg border border-stone-300 bg-white px-2 text-base"
            value={areaOf}
            onChange={(event) => onPlace(event.target.value)}
            aria-label={`Where ${itemLabel(item)} is stored`}
          >
            {areaNames.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      ) : (
        <>
          <label className="flex flex-col text-sm text-stone-700">
            On hand
            <input
              className="h-14 w-24 rounded-lg border-2 border-stone-300 bg-white text-center text-2xl font-bold tabular-nums outline-none focus:border-brand-600"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              aria-label={`On hand count of ${itemLabel(item)}`}
              value={onHand === undefined ? '' : String(onHand)}
              onChange={(event) => {
                const text = event.target.value.replace(/\D/g, '').slice(0, 5);
                setOnHand(item, text === '' ? null : Number(text));
              }}
            />
          </label>
          <p className="w-24 text-center text-sm text-stone-700" aria-live="polite">
            Order
            <span className="block text-2xl font-bold text-stone-900 tabular-nums" data-order-quantity>
              {order ?? '–'}
            </span>
          </p>
        </>
      )}
    </li>
  );
}

/**
 * Count mode (issue 34): walks the guide's items in the buyer's storage order (walk-in, freezer, dry store,
 * arranged once per guide), takes on-hand counts with large targets and a numeric keypad, and fills the
 * order quantities from the par levels. Works offline: counts and the storage order are kept on the device
 * and sent on reconnect; counts are kept with their date for the next time.
 */
export function CountMode({
  guideId,
  groups,
  onClose,
}: {
  guideId: number;
  groups: DetailGroups;
  onClose: () => void;
}) {
  const [sheet, setSheet] = useState<KeptCountSheet | null>(null);
  const [arranging, setArranging] = useState(false);
  const online = useOfflineStore((state) => state.online);
  useEffect(() => {
    let live = true;
    void loadSheet(guideId).then((loaded) => live && setSheet(loaded));
    return () => {
      live = false;
    };
  }, [guideId]);
  const items = useMemo(
    () => [...groups.categories, groups.ungroupedProducts].flatMap((group) => group.lineItems),
    [groups],
  );
  const walk = useMemo(() => walkInStorageOrder(items, sheet?.areas ?? []), [items, sheet]);
  const areaNames = [...new Set([...AREAS, ...(sheet?.areas.map((a) => a.name) ?? [])])];
  const lastOf = (item: OrderGuideLineItem) =>
    sheet?.counts.find((c) => c.productSku === item.productSku && c.unitOfMeasure === item.unitOfMeasure);

  const saveAreas = async (areas: StorageAreaItems[]) => {
    const next: KeptCountSheet = { ...(sheet ?? emptySheet(guideId)), areas, unsentAreas: true };
    setSheet(next);
    if (isOnline()) {
      try {
        const saved = await saveStorageOrder(guideId, areas);
        const kept = { ...next, areas: saved.areas, unsentAreas: false };
        setSheet(kept);
        await keepCountSheet(kept);
        return;
      } catch {
        // Kept on the device and sent on reconnect.
      }
    }
    await keepCountSheet(next);
  };

  const fillOrder = async () => {
    const onHand = useGuideDetailStore.getState().onHand;
    const counted = items.filter((item) => onHand[guideItemKey(item)] !== undefined);
    for (const item of counted) {
      const variant = orderVariant(item);
      const quantity = orderQuantityFromCount({
        par: item.parLevel,
        onHand: onHand[guideItemKey(item)]!,
        sellByMultiple: variant?.sellByMultiple,
        minQuantity: variant?.minQuantity,
      });
      if (quantity > 0 && !item.isDiscontinued) typeGuideQuantity(item, quantity);
    }
    const counts = counted.map((item) => ({
      productSku: item.productSku,
      unitOfMeasure: item.unitOfMeasure,
      onHand: onHand[guideItemKey(item)]!,
    }));
    if (counts.length === 0) return onClose();
    const base = sheet ?? emptySheet(guideId);
    try {
      if (!isOnline()) throw new Error('offline');
      const saved = await saveCounts(guideId, counts);
      await keepCountSheet({ ...base, counts: saved.counts, unsentCounts: [] });
    } catch {
      const now = new Date().toISOString();
      const others = base.counts.filter(
        (c) => !counts.some((n) => n.productSku === c.productSku && n.unitOfMeasure === c.unitOfMeasure),
      );
      await keepCountSheet({
        ...base,
        counts: [...others, ...counts.map((c) => ({ ...c, countedAt: now }))],
        unsentCounts: [...base.unsentCounts, ...counts],
      });
    }
    showToast('Order quantities filled from your counts.', 'success');
    onClose();
  };

  return (
    <section aria-labelledby="count-mode-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="count-mode-heading" className="text-xl font-bold text-stone-900">
          {arranging ? 'Arrange by storage' : 'Count on hand'}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onPress={() => setArranging((on) => !on)}>
            {arranging ? 'Done arranging' : 'Arrange by storage'}
          </Button>
          {!arranging && <Button onPress={() => void fillOrder()}>Fill order quantities</Button>}
          <Button variant="secondary" onPress={onClose}>
            Close count
          </Button>
        </div>
      </div>
      {!online && (
        <p className="text-sm text-stone-700">
          Offline: counts are kept on this device and saved when you are back online.
        </p>
      )}
      {sheet === null ? (
        <p role="status">Loading your storage order…</p>
      ) : (
        walk.map((area) => (
          <div key={area.name}>
            <h3 className="sticky top-0 z-10 bg-stone-100 px-3 py-2 font-bold text-stone-800">{area.name}</h3>
            <ul>
              {area.items.map((item) => (
                <CountRow
                  key={guideItemKey(item)}
                  item={item}
                  last={lastOf(item)}
                  arranging={arranging}
                  areaOf={area.name}
                  areaNames={[...new Set([...areaNames, area.name])]}
                  onPlace={(name) => void saveAreas(placeItem(sheet.areas, item, name))}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
