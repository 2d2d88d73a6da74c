import { readSheetRows, type SheetRow } from './workbook-sheet.ts';
import {
  readDateStyles,
  readRelationships,
  readSharedStrings,
  readWorkbookPart,
  targetOf,
} from './workbook-xml.ts';
import { WorkbookZip, unreadable, type WorkbookLimits } from './workbook-zip.ts';

/**
 * Reads the first worksheet of an .xlsx workbook row by row (ADR 011): the parts that say where it is, its
 * styles (which numbers are dates) and its shared strings, then the sheet itself as a stream, so memory holds
 * what the rows need and no more, and `onRow` can stop the reading by throwing. An archive that is not a
 * workbook, or that unpacks past the limits, is refused; a workbook without a worksheet has no rows.
 */
export async function readWorkbookRows(
  content: Buffer,
  onRow: (row: SheetRow) => void,
  limits?: WorkbookLimits,
): Promise<void> {
  const zip = await WorkbookZip.open(content, limits);
  try {
    const notAWorkbook = () => unreadable('The file is not an Excel workbook.');
    const workbookPart = targetOf(await readRelationships(zip, ''), 'officeDocument');
    if (!workbookPart || !zip.has(workbookPart)) throw notAWorkbook();
    const workbook = await readWorkbookPart(zip, workbookPart);
    if (!workbook.isWorkbook) throw notAWorkbook();
    const relationships = await readRelationships(zip, workbookPart);
    const sheetPart = workbook.sheetIds
      .map((id) => targetOf(relationships, 'worksheet', id))
      .find((part) => part !== null);
    if (!sheetPart) return;
    const stylesPart = targetOf(relationships, 'styles');
    const stringsPart = targetOf(relationships, 'sharedStrings');
    const context = {
      dateStyles: stylesPart && zip.has(stylesPart) ? await readDateStyles(zip, stylesPart) : [],
      sharedStrings: stringsPart && zip.has(stringsPart) ? await readSharedStrings(zip, stringsPart) : [],
      date1904: workbook.date1904,
    };
    if (!zip.has(sheetPart)) throw unreadable();
    await readSheetRows(zip, sheetPart, context, onRow);
  } finally {
    zip.close();
  }
}
