import { strFromU8, unzipSync } from 'fflate';
import { buffer } from 'node:stream/consumers';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { xlsxStream, type Cell } from './xlsx-stream.ts';

async function* batchesOf(rows: Cell[][], size: number): AsyncGenerator<Cell[][]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

describe('the streamed XLSX sheet', () => {
  it('keeps every cell in its column when empty cells are left out, and text as typed', async () => {
    const headers = ['Order', 'Empty', 'Name', 'Items', 'Note', 'Last'];
    const rows: Cell[][] = [
      ['W1', null, 'Ann & "Bo" <Co>', 8, '  padded  ', 'z'],
      ['W2', '', null, 0, null, 'only first and last'],
      [null, null, null, null, null, 'alone in F'],
      ['tab\there', 'x', 'bell\u0007gone', 12.5, 'ünïcødé ✓', null],
    ];
    // Many rows, so the sheet is deflated in several pieces through the reused buffer.
    for (let n = 0; n < 3_000; n++) rows.push([`W${n + 10}`, null, `Name ${n}`, n, null, 'end']);
    const file = await buffer(xlsxStream('Orders', headers, batchesOf(rows, 700)));
    const sheet = await readSheet(file);
    expect(sheet[0]).toEqual(headers);
    // The reader trims text; the sheet itself keeps the edge spaces.
    expect(sheet[1]).toEqual(['W1', null, 'Ann & "Bo" <Co>', 8, 'padded', 'z']);
    const xml = strFromU8(unzipSync(file)['xl/worksheets/sheet1.xml']!);
    expect(xml).toContain('<c r="E2" t="inlineStr"><is><t xml:space="preserve">  padded  </t></is></c>');
    expect(xml).toContain('<c r="C2" t="inlineStr"><is><t>Ann &amp; &quot;Bo&quot; &lt;Co&gt;</t></is></c>');
    expect(sheet[2]).toEqual(['W2', null, null, 0, null, 'only first and last']);
    expect(sheet[3]).toEqual([null, null, null, null, null, 'alone in F']);
    expect(sheet[4]).toEqual(['tab\there', 'x', 'bellgone', 12.5, 'ünïcødé ✓', null]);
    expect(sheet).toHaveLength(rows.length + 1);
    expect(sheet.at(-1)).toEqual(['W3009', null, 'Name 2999', 2999, null, 'end']);
  });
});
