import pLimit from 'p-limit';
import { RateLimitedError } from '../../plugins/app-error.ts';

/** Seconds a user refused for a concurrent import is told to wait (an import takes a second or two). */
const RETRY_AFTER_SECONDS = 5;

/**
 * Workbooks this process reads at once. Each read is bounded (ADR 011: tens of MB at worst), so two at a
 * time keep a burst of uploads from many users to a fixed ceiling; the rest wait their turn, already
 * received (each at most the 2 MB upload limit), which a slow sender cannot hold up.
 */
const CONCURRENT_READS = 2;

/**
 * One file import at a time per user in this process (ADR 011): reading a file is the costly part of an
 * import, and one user sending many at once would take the memory and time other users need. A process-local
 * set is enough: what it protects, the process's memory, is per process too.
 */
export class ImportTurns {
  private readonly importing = new Set<string>();
  private readonly reading = pLimit(CONCURRENT_READS);

  /**
   * Runs an import as the user's one import: `receive` takes the upload in, then `read` parses and stores it,
   * at most CONCURRENT_READS reads at once in the process. While another import of the user's is under way,
   * refuses with 429 and Retry-After instead.
   */
  async run<U, T>(userId: string, receive: () => Promise<U>, read: (upload: U) => Promise<T>): Promise<T> {
    if (this.importing.has(userId)) {
      throw new RateLimitedError(
        'Your previous file is still being imported. Try again when it has finished.',
        RETRY_AFTER_SECONDS,
      );
    }
    this.importing.add(userId);
    try {
      const upload = await receive();
      return await this.reading(() => read(upload));
    } finally {
      this.importing.delete(userId);
    }
  }
}
