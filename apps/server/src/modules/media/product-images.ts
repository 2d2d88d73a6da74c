import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { MediaStore } from './media-store.ts';

/** The widths the storefront shows product pictures in: guide and cart rows, cards, the product page. */
export const PRODUCT_IMAGE_WIDTHS = [96, 320, 640] as const;

/** The largest picture file taken (upload or pull). */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** Pictures larger than this many pixels are refused before they are decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

/** A file that is not a picture we take. */
export class NotAnImageError extends Error {
  override readonly name = 'NotAnImageError';
}

/** The address of a stored picture at a width. */
export function productImageUrl(hash: string, width: (typeof PRODUCT_IMAGE_WIDTHS)[number] = 640): string {
  return `/media/images/${hash}/${width}.webp`;
}

/**
 * Stores a product picture by the SHA-256 of its bytes, resized (sharp) to each of the storefront's widths
 * as WebP, never enlarged; the same picture twice is stored once. Returns its hash and the address the
 * product page shows. Anything sharp cannot read as a picture, or larger than the limits, is refused.
 */
export async function storeProductImage(
  store: MediaStore,
  bytes: Buffer,
): Promise<{ hash: string; url: string }> {
  if (bytes.length === 0 || bytes.length > PRODUCT_IMAGE_MAX_BYTES)
    throw new NotAnImageError(`a picture is 1 byte to ${PRODUCT_IMAGE_MAX_BYTES} bytes`);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImageError('the file is not a picture');
  }
  if (!format || !FORMATS.has(format))
    throw new NotAnImageError(`pictures in ${format ?? 'this'} format are not taken`);
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (!(await store.get(`images/${hash}/640.webp`))) {
    for (const width of PRODUCT_IMAGE_WIDTHS) {
      const resized = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      await store.put(`images/${hash}/${width}.webp`, resized);
    }
  }
  return { hash, url: productImageUrl(hash) };
}
