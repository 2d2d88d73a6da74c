import { offlineDb, type KeptCountSheet } from './offline-db.ts';

/** A guide's kept count sheet, or null. */
export async function keptCountSheet(guideId: number): Promise<KeptCountSheet | null> {
  return (await (await offlineDb()).get('countSheets', guideId)) ?? null;
}

/** Keeps a guide's count sheet (as read online, or as changed offline with what is still to send). */
export async function keepCountSheet(sheet: KeptCountSheet): Promise<void> {
  await (await offlineDb()).put('countSheets', sheet);
}

/** Every kept count sheet with counts or a storage order not sent yet. */
export async function unsentCountSheets(): Promise<KeptCountSheet[]> {
  const all = await (await offlineDb()).getAll('countSheets');
  return all.filter((sheet) => sheet.unsentCounts.length > 0 || sheet.unsentAreas);
}
