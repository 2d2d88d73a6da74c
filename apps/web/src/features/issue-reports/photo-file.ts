import { ISSUE_PHOTO_SIZE_MESSAGE, ISSUE_PHOTO_TYPE_MESSAGE, MAX_ISSUE_PHOTO_BYTES } from '@larder/contract';

/** The types the photo picker offers; the server checks the file's own bytes again. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/** Why a chosen photo cannot be sent, or null when it may be. */
export function photoProblem(file: { size: number; type: string }): string | null {
  if (!PHOTO_ACCEPT.split(',').includes(file.type)) return ISSUE_PHOTO_TYPE_MESSAGE;
  if (file.size > MAX_ISSUE_PHOTO_BYTES) return ISSUE_PHOTO_SIZE_MESSAGE;
  return null;
}

/** A file's bytes as base64, as the report's `photoBase64` carries them. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}
