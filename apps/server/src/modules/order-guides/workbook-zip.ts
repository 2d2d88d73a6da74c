import { ORDER_GUIDE_UPLOAD_FAILED_MESSAGE } from '@larder/contract';
import yauzl from 'yauzl';
import { AppError } from '../../plugins/app-error.ts';

const MIB = 1024 * 1024;

/**
 * What reading one workbook may cost (ADR 011). A 5,000-row guide unpacks to a few megabytes; these leave
 * room for wide sheets while keeping a hostile file (a zip bomb) from taking the server's memory and time.
 */
export const WORKBOOK_LIMITS: WorkbookLimits = {
  partBytes: 16 * MIB,
  sheetBytes: 16 * MIB,
  totalBytes: 32 * MIB,
  entries: 5_000,
};

/** What reading one workbook may cost; each reader of workbooks chooses its own (the guide's: WORKBOOK_LIMITS). */
export interface WorkbookLimits {
  /** Unpacked bytes of one part read whole (shared strings, styles, relationships, ...): held in memory. */
  partBytes: number;
  /** Unpacked bytes of the sheet, which is streamed row by row (so it costs time, not memory). */
  sheetBytes: number;
  /** Unpacked bytes of every part read, together. */
  totalBytes: number;
  /** Files in the archive: a workbook has a few dozen. */
  entries: number;
}

/** A workbook that cannot be read as one; the detail says why. */
export function unreadable(detail = 'The workbook could not be read.'): AppError {
  return new AppError('UNSUPPORTED_MEDIA_TYPE', ORDER_GUIDE_UPLOAD_FAILED_MESSAGE, { file: detail });
}

function tooLarge(): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', 'The workbook is too large to read once unpacked.', {
    file: 'Save the order guide alone in a new workbook and upload that.',
  });
}

/** Whether a reader of a part wants more of it. */
export type Wanted = 'more' | 'done';

/**
 * An uploaded .xlsx archive, read part by part from its central directory (yauzl): nothing is unpacked
 * until asked for, and every part is unpacked as a stream that stops at its own limit and the total one.
 */
export class WorkbookZip {
  private unpacked = 0;

  private readonly zip: yauzl.ZipFile;
  private readonly entries: ReadonlyMap<string, yauzl.Entry>;

  /** What reading this archive may cost. */
  readonly limits: WorkbookLimits;

  private constructor(zip: yauzl.ZipFile, entries: ReadonlyMap<string, yauzl.Entry>, limits: WorkbookLimits) {
    this.zip = zip;
    this.entries = entries;
    this.limits = limits;
  }

  /** Opens the archive and lists its parts; a broken archive is refused as unreadable. */
  static async open(content: Buffer, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<WorkbookZip> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(content, { lazyEntries: true, autoClose: false });
    } catch {
      throw unreadable();
    }
    if (zip.entryCount > limits.entries) {
      zip.close();
      throw unreadable();
    }
    const entries = new Map<string, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        // Part names are case-insensitive (OPC); the first of two same-named entries wins.
        const name = entry.fileName.toLowerCase();
        if (!entries.has(name)) entries.set(name, entry);
      }
    } catch {
      zip.close();
      throw unreadable();
    }
    return new WorkbookZip(zip, entries, limits);
  }

  /** Whether the archive holds a part (names as in a relationship target, without a leading slash). */
  has(part: string): boolean {
    return this.entries.has(part.toLowerCase());
  }

  /**
   * Unpacks a part as text and hands it on chunk by chunk until the reader is done or the part ends. A part
   * read whole is refused before anything is unpacked when its stated size is over its limit; one the reader
   * may leave early (the sheet, at the row limit) is read up to its limit, so a long sheet gets the row-limit
   * answer. A part that lies about its size is stopped as soon as it unpacks past its limit or past the size
   * it stated (which yauzl checks).
   */
  async read(
    part: string,
    budget: { limit: number; readWhole: boolean },
    onText: (text: string) => Wanted,
  ): Promise<void> {
    const { limit, readWhole } = budget;
    const entry = this.entries.get(part.toLowerCase());
    if (!entry) throw unreadable('The file is not an Excel workbook.');
    if (!entry.canDecodeFileData()) throw unreadable();
    const stated = entry.uncompressedSize;
    if (readWhole && (stated > limit || this.unpacked + stated > this.limits.totalBytes)) {
      throw tooLarge();
    }
    let stream: NodeJS.ReadableStream & { destroy(): void };
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw unreadable();
    }
    const decoder = new TextDecoder();
    let read = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        read += chunk.length;
        this.unpacked += chunk.length;
        if (read > limit || this.unpacked > this.limits.totalBytes) throw tooLarge();
        if (onText(decoder.decode(chunk, { stream: true })) === 'done') return;
      }
      onText(decoder.decode());
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw unreadable();
    } finally {
      stream.destroy();
    }
  }

  /** Lets go of the archive. */
  close(): void {
    this.zip.close();
  }
}
