const STORED = /^\/media\/images\/([a-f0-9]{64})\/\d+\.webp$/;

/**
 * The sources of a product picture: a stored one (ADR 039) comes in the storefront's widths, so the browser
 * picks the one the layout needs; anything else (the placeholders) is one file.
 */
export function productImageSources(url: string): { src: string; srcSet?: string; isPhoto: boolean } {
  const stored = STORED.exec(url);
  if (!stored) return { src: url, isPhoto: false };
  const at = (width: number) => `/media/images/${stored[1]}/${width}.webp`;
  return { src: at(640), srcSet: `${at(320)} 320w, ${at(640)} 640w`, isPhoto: true };
}
