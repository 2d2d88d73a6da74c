import { describe, expect, it } from 'vitest';
import { productVideoOf } from './product-video.ts';

describe('productVideoOf', () => {
  it.each([
    [0, '/media/videos/specialty.webm', 'Storing specialty and pantry items'],
    [1, '/media/videos/protein.webm', 'Receiving and storing protein'],
    [2, '/media/videos/produce.webm', 'Receiving and storing produce'],
    [3, '/media/videos/chefs.webm', "Chef's items: care and handling"],
  ])('gives brand %i its own-origin video with captions beside it', (brand, url, title) => {
    const video = productVideoOf(brand);
    expect(video).toEqual({ url, captionsUrl: url.replace(/\.webm$/, '.vtt'), title });
  });

  it('gives no video to a brand without one', () => {
    expect(productVideoOf(7)).toBeNull();
  });
});
