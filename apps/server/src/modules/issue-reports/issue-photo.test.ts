import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './issue-photo.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...Buffer.from(v, 'latin1')] : [v])));

describe('sniffPhotoType', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG\r\n\x1a\n', 0), 'image/png'],
    ['WebP', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['GIF', bytes('GIF89a'), null],
    ['HTML', bytes('<html>'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['RIFF that is no WebP (WAV)', bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '), null],
    ['a cut-off PNG signature', bytes(0x89, 'PNG'), null],
    ['nothing', bytes(), null],
  ])('%s', (_, input, expected) => {
    expect(sniffPhotoType(input)).toBe(expected);
  });
});
