import type { ProductVideo } from '@larder/contract';

/** The handling videos, by the brand that carries the product (0 specialty, 1 protein, 2 produce, 3 chef's items). */
const VIDEOS: Record<number, { file: string; title: string }> = {
  0: { file: 'specialty', title: 'Storing specialty and pantry items' },
  1: { file: 'protein', title: 'Receiving and storing protein' },
  2: { file: 'produce', title: 'Receiving and storing produce' },
  3: { file: 'chefs', title: "Chef's items: care and handling" },
};

/**
 * The video a product's learn more modal plays: the receiving, storing and handling video of its brand,
 * served from our own origin (`/media/videos/`) with captions; null for a brand without one.
 */
export function productVideoOf(brandCode: number): ProductVideo | null {
  const video = VIDEOS[brandCode];
  if (!video) return null;
  return {
    url: `/media/videos/${video.file}.webm`,
    captionsUrl: `/media/videos/${video.file}.vtt`,
    title: video.title,
  };
}
