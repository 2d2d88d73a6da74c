import path from 'node:path';
import { fileMediaStore, type MediaStore } from './media-store.ts';

export type { MediaStore } from './media-store.ts';
export {
  NotAnImageError,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_WIDTHS,
  productImageUrl,
  storeProductImage,
} from './product-images.ts';

/** The media store of a configuration: `DATA_DIR/media` on disk. */
export function mediaStoreOf(config: { DATA_DIR: string }): MediaStore {
  return fileMediaStore(path.join(config.DATA_DIR, 'media'));
}
