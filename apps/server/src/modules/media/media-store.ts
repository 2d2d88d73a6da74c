import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where media bytes live, by key (`images/<sha256>/<width>.webp`). Keys are content-addressed, so a key's
 * bytes never change: a put of an existing key is a no-op, and answers may be cached for a year.
 */
export interface MediaStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes of a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
}

const SAFE_KEY = /^[a-z0-9]+(\/[a-z0-9.-]+)+$/;

/** A media store in a directory (`DATA_DIR/media` by default): each key is a file, written atomically. */
export function fileMediaStore(root: string): MediaStore {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`not a media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
