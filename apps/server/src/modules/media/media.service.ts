import path from 'node:path';
import { fileMediaStore, type MediaStore } from './media-store.ts';
import { s3MediaStore } from './s3-media-store.ts';

export type { MediaStore } from './media-store.ts';
export {
  NotAnImageError,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_WIDTHS,
  productImageUrl,
  storeProductImage,
} from './product-images.ts';

/** The settings that choose and reach the media store (a subset of the server's configuration). */
export interface MediaConfig {
  DATA_DIR: string;
  MEDIA_S3_BUCKET?: string | undefined;
  MEDIA_S3_REGION?: string | undefined;
  MEDIA_S3_ENDPOINT?: string | undefined;
  MEDIA_S3_FORCE_PATH_STYLE?: boolean | undefined;
  MEDIA_S3_ACCESS_KEY_ID?: string | undefined;
  MEDIA_S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** The media store of a configuration: an S3-compatible bucket when MEDIA_S3_BUCKET is set, else `DATA_DIR/media`. */
export function mediaStoreOf(config: MediaConfig): MediaStore {
  if (!config.MEDIA_S3_BUCKET) return fileMediaStore(path.join(config.DATA_DIR, 'media'));
  return s3MediaStore({
    bucket: config.MEDIA_S3_BUCKET,
    region: config.MEDIA_S3_REGION ?? 'us-east-1',
    endpoint: config.MEDIA_S3_ENDPOINT,
    forcePathStyle: config.MEDIA_S3_FORCE_PATH_STYLE ?? false,
    credentials:
      config.MEDIA_S3_ACCESS_KEY_ID && config.MEDIA_S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: config.MEDIA_S3_ACCESS_KEY_ID,
            secretAccessKey: config.MEDIA_S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  });
}
