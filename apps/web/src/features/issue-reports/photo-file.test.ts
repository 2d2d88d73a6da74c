import { describe, expect, it } from 'vitest';
import { base64Of, photoProblem } from './photo-file.ts';

describe('photoProblem', () => {
  it.each([
    [{ size: 1000, type: 'image/png' }, null],
    [{ size: 5 * 1024 * 1024, type: 'image/jpeg' }, null],
    [
      { size: 5 * 1024 * 1024 + 1, type: 'image/webp' },
      'The photo is too large. Attach one of at most 5 MB.',
    ],
    [{ size: 1000, type: 'image/gif' }, 'Attach a JPEG, PNG or WebP photo.'],
    [{ size: 1000, type: 'text/html' }, 'Attach a JPEG, PNG or WebP photo.'],
  ])('%o', (file, expected) => {
    expect(photoProblem(file)).toBe(expected);
  });
});

describe('base64Of', () => {
  it('encodes every byte', async () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    const encoded = await base64Of(new Blob([bytes]));
    expect(Buffer.from(encoded, 'base64').equals(Buffer.from(bytes))).toBe(true);
  });
});
