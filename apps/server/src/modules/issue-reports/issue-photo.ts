import { ISSUE_PHOTO_SIZE_MESSAGE, ISSUE_PHOTO_TYPE_MESSAGE, MAX_ISSUE_PHOTO_BYTES } from '@larder/contract';
import { AppError } from '../../plugins/app-error.ts';

/** The image types a report's photo may be, as its first bytes say, never as the sender claims. */
export type IssuePhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type the first bytes of `bytes` announce, or null when they are no JPEG, PNG or WebP. */
export function sniffPhotoType(bytes: Uint8Array): IssuePhotoType | null {
  const starts = (offset: number, signature: number[]) =>
    signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/**
 * Decodes a report's base64 photo and checks it: at most 5 MB (413) and a JPEG, PNG or WebP by its magic
 * bytes (415). Answers the normalised base64 and the type to store.
 */
export function checkedPhoto(base64: string): { base64: string; type: IssuePhotoType } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_ISSUE_PHOTO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', ISSUE_PHOTO_SIZE_MESSAGE);
  const type = bytes.length > 0 ? sniffPhotoType(bytes) : null;
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ISSUE_PHOTO_TYPE_MESSAGE);
  return { base64: bytes.toString('base64'), type };
}
