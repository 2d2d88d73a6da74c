import {
  ORDER_GUIDE_MAX_ITEMS,
  ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS,
  calendarDate,
  type OrderGuideFinishUploadResponse,
  type OrderGuideUploadError,
  type OrderGuideUploadResponse,
} from '@larder/contract';
import { UNGROUPED } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../plugins/app-error.ts';
import { guideCsv, guideXlsx, readGuideFile, type ExportLine, type FileRow } from './guide-file.ts';
import { itemKey } from './guide-update.ts';
import { findUnitsOf } from './guide-catalog.repository.ts';
import {
  deleteGuide,
  deleteStalePendingUploads,
  lockGuide,
  findGroups,
  findItems,
  findPendingUpload,
  insertGroups,
  insertGuide,
  insertItems,
  updateGuide,
} from './order-guides.repository.ts';
import { guideWith, visibleGuide, type GuideContext } from './guide-access.ts';

/** Pending uploads nobody finished are dropped after a day. */
const PENDING_UPLOAD_TTL_MS = 86_400_000;

const calendarDay = calendarDate();

function dateOf(value: string): string | null | undefined {
  if (value === '') return null;
  const text = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(value)
    ? (() => {
        const [month, day, year] = value.split('/');
        return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`;
      })()
    : value.slice(0, 10);
  return calendarDay.safeParse(text).success ? text : undefined;
}

/** A checked row, ready to become a guide item. */
interface GoodRow {
  group: string;
  productSku: string;
  unitOfMeasure: string;
  effectiveDate: string | null;
  expiryDate: string | null;
  parLevel: number | null;
}

/** Checks every row against the catalog; bad rows become errors and are left out, the rest are kept. */
async function checkRows(db: Db, context: GuideContext, rows: readonly FileRow[]) {
  const variants = await findUnitsOf(
    db,
    rows.map((row) => row.productSku).filter((sku) => sku !== ''),
  );
  const unitsBySku = new Map<string, { text: string; isDefault: boolean }[]>();
  for (const variant of variants) {
    const list = unitsBySku.get(variant.productSku) ?? [];
    list.push({ text: variant.text, isDefault: variant.isDefault });
    unitsBySku.set(variant.productSku, list);
  }
  const good: GoodRow[] = [];
  const errors: OrderGuideUploadError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const fail = (message: string) =>
      errors.push({ row: row.row, productSku: row.productSku || null, message });
    if (row.productSku === '') {
      fail('Product SKU is missing.');
      continue;
    }
    const units = unitsBySku.get(row.productSku);
    if (!units) {
      fail(`No product has SKU ${row.productSku}.`);
      continue;
    }
    const unit =
      row.unit === ''
        ? (units.find((u) => u.isDefault) ?? units[0])
        : units.find((u) => u.text.toLowerCase() === row.unit.toLowerCase());
    if (!unit) {
      fail(`${row.productSku} is not sold by ${row.unit}; use ${units.map((u) => u.text).join(' or ')}.`);
      continue;
    }
    const effectiveDate = dateOf(row.effectiveDate);
    const expiryDate = dateOf(row.expiryDate);
    if (effectiveDate === undefined) {
      fail('Effective Date must be a date like 2026-11-24.');
      continue;
    }
    if (expiryDate === undefined) {
      fail('Expiry Date must be a date like 2026-11-24.');
      continue;
    }
    const parLevel = row.parLevel === '' ? null : Number(row.parLevel);
    if (parLevel !== null && (!Number.isInteger(parLevel) || parLevel < 0 || parLevel > 99_999)) {
      fail('Par Level must be a whole number from 0 to 99999.');
      continue;
    }
    if (row.group.length > 100) {
      fail('Group names have at most 100 characters.');
      continue;
    }
    const key = itemKey({ productSku: row.productSku, unitOfMeasure: unit.text });
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      fail(`Same product and unit as row ${first}.`);
      continue;
    }
    firstRowOf.set(key, row.row);
    good.push({
      group: row.group,
      productSku: row.productSku,
      unitOfMeasure: unit.text,
      effectiveDate,
      expiryDate,
      parLevel,
    });
  }
  return { good, errors };
}

/** Adds rows to a guide after what it holds: groups found by name (or created after its own), skipping items it has. */
async function appendRows(db: Db, guideId: number, rows: readonly GoodRow[]): Promise<number> {
  await lockGuide(db, guideId);
  const [groups, items] = await Promise.all([findGroups(db, guideId), findItems(db, guideId)]);
  const groupIds = new Map(groups.map((group) => [group.name.toLowerCase(), group.id]));
  const newNames: string[] = [];
  for (const row of rows) {
    const name = row.group.trim();
    if (name === '' || name.toLowerCase() === UNGROUPED.toLowerCase()) continue;
    if (!groupIds.has(name.toLowerCase()) && !newNames.some((n) => n.toLowerCase() === name.toLowerCase())) {
      newNames.push(name);
    }
  }
  const lastPosition = groups.reduce((max, group) => Math.max(max, group.position), -1);
  for (const inserted of await insertGroups(
    db,
    newNames.map((name, index) => ({ guideId, name, position: lastPosition + 1 + index })),
  )) {
    groupIds.set(inserted.name.toLowerCase(), inserted.id);
  }
  const held = new Set(items.map(itemKey));
  const fresh = rows.filter((row) => !held.has(itemKey(row)));
  if (items.length + fresh.length > ORDER_GUIDE_MAX_ITEMS) {
    throw new AppError(
      'RULE_BROKEN',
      `A guide holds at most ${ORDER_GUIDE_MAX_ITEMS.toLocaleString('en-US')} items.`,
    );
  }
  let sequence = items.reduce((max, item) => Math.max(max, item.itemSequence), 0);
  const orderInGroup = new Map<number | null, number>();
  for (const item of items) {
    orderInGroup.set(item.groupId, Math.max(orderInGroup.get(item.groupId) ?? 0, item.displayOrder));
  }
  await insertItems(
    db,
    fresh.map((row) => {
      const groupId = groupIds.get(row.group.trim().toLowerCase()) ?? null;
      const displayOrder = (orderInGroup.get(groupId) ?? 0) + 1;
      orderInGroup.set(groupId, displayOrder);
      return {
        guideId,
        groupId,
        productSku: row.productSku,
        unitOfMeasure: row.unitOfMeasure,
        itemSequence: ++sequence,
        displayOrder,
        effectiveDate: row.effectiveDate,
        expiryDate: row.expiryDate,
        parLevel: row.parLevel,
      };
    }),
  );
  return fresh.length;
}

function baseName(fileName: string): string {
  const name = fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return (name || 'Uploaded order guide').slice(0, 100);
}

/**
 * `import-file`: reads the file and holds its good rows in a pending guide, listed nowhere, with the errors
 * of the bad rows. A file refused as a whole (type, size, no rows, too many rows) leaves nothing behind.
 */
export async function importGuideFile(
  db: Db,
  context: GuideContext,
  upload: {
    fileName: string;
    content: Buffer;
    name?: string | undefined;
    targetGuideId?: number | undefined;
  },
): Promise<OrderGuideUploadResponse> {
  const target = upload.targetGuideId ? await guideWith(db, context, upload.targetGuideId, 'canEdit') : null;
  const rows = await readGuideFile(upload.fileName, upload.content);
  const { good, errors } = await checkRows(db, context, rows);
  await deleteStalePendingUploads(db, new Date(context.now.getTime() - PENDING_UPLOAD_TTL_MS));
  const name = (upload.name?.trim() || target?.header.guide.name || baseName(upload.fileName)).slice(0, 100);
  const pending = await db.transaction(async (tx) => {
    const guide = await insertGuide(tx, {
      organizationId: context.viewer.organizationId,
      createdByUserId: context.viewer.userId,
      name,
      status: 'pending',
      targetGuideId: target?.header.guide.id ?? null,
      categoryType: 'customGroups',
    });
    await appendRows(tx, guide.id, good);
    return guide;
  });
  return {
    orderGuideId: pending.id,
    orderGuideName: pending.name,
    productCount: good.length,
    errorCount: errors.length,
    errors: errors.slice(0, ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS),
    targetOrderGuideId: pending.targetGuideId,
    groupCount: new Set(good.map((row) => row.group.trim().toLowerCase()).filter((g) => g !== '')).size,
    isPending: true,
  };
}

/** `finish-upload`: a new guide becomes real under its name; an upload into a guide adds its rows to it. */
export async function finishUpload(
  db: Db,
  context: GuideContext,
  pendingId: number,
  name?: string,
): Promise<OrderGuideFinishUploadResponse> {
  const pending = await findPendingUpload(db, context.viewer, pendingId);
  if (!pending) throw notFound('The upload');
  const items = await findItems(db, pendingId);
  if (items.length === 0) {
    throw new AppError('RULE_BROKEN', 'No row of the file could be imported, so there is nothing to save.');
  }
  if (pending.targetGuideId === null) {
    const finalName = name ?? pending.name;
    await updateGuide(db, pendingId, { status: 'active', name: finalName, targetGuideId: null });
    return { success: true, id: pendingId, name: finalName, productCount: items.length };
  }
  const target = await guideWith(db, context, pending.targetGuideId, 'canEdit');
  const groups = await findGroups(db, pendingId);
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const added = await db.transaction(async (tx) => {
    const count = await appendRows(
      tx,
      target.header.guide.id,
      items.map((item) => ({
        group: item.groupId === null ? '' : (groupName.get(item.groupId) ?? ''),
        productSku: item.productSku,
        unitOfMeasure: item.unitOfMeasure,
        effectiveDate: item.effectiveDate,
        expiryDate: item.expiryDate,
        parLevel: item.parLevel,
      })),
    );
    if (name) await updateGuide(tx, target.header.guide.id, { name });
    else await updateGuide(tx, target.header.guide.id, {});
    await deleteGuide(tx, pendingId);
    return count;
  });
  return {
    success: true,
    id: target.header.guide.id,
    name: name ?? target.header.guide.name,
    productCount: added,
  };
}

/** `cancel-upload`: drops a pending upload and its rows. */
export async function cancelUpload(db: Db, context: GuideContext, pendingId: number): Promise<void> {
  const pending = await findPendingUpload(db, context.viewer, pendingId);
  if (!pending) throw notFound('The upload');
  await deleteGuide(db, pendingId);
}

/** Spreadsheet programs run cells starting with these as formulas; a leading quote keeps them text. */
function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A guide's file name, e.g. 'weekly-produce.csv'. */
export function guideFileName(name: string, format: 'csv' | 'xlsx'): string {
  const slug =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'order-guide';
  return `${slug}.${format}`;
}

/** `order-guide-download/file`: the guide's items in its custom groups as a CSV or XLSX file. */
export async function guideFile(db: Db, context: GuideContext, guideId: number, format: 'csv' | 'xlsx') {
  const { header } = await visibleGuide(db, context, guideId);
  const [groups, items] = await Promise.all([findGroups(db, guideId), findItems(db, guideId)]);
  const position = new Map(groups.map((group, index) => [group.id, index]));
  const groupName = new Map(groups.map((group) => [group.id, group.name]));
  const ordered = [...items].sort(
    (a, b) =>
      (a.groupId === null ? Infinity : position.get(a.groupId)!) -
        (b.groupId === null ? Infinity : position.get(b.groupId)!) || a.displayOrder - b.displayOrder,
  );
  const lines: ExportLine[] = ordered.map((item) => [
    safeCell(item.groupId === null ? '' : (groupName.get(item.groupId) ?? '')),
    item.productSku,
    item.unitOfMeasure,
    safeCell(item.name),
    safeCell(item.brandName),
    item.effectiveDate ?? '',
    item.expiryDate ?? '',
    item.parLevel === null ? '' : String(item.parLevel),
  ]);
  const content = format === 'csv' ? guideCsv(lines) : await guideXlsx(header.guide.name, lines);
  return { content, fileName: guideFileName(header.guide.name, format) };
}
