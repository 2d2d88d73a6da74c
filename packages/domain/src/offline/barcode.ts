/**
 * Case barcodes (issue 34, ADR 047): a GTIN is kept and compared as 14 digits, zero-padded, so a UPC-A, an
 * EAN-13 and the GTIN-14 of the same case all match, online (the catalog) and offline (a kept guide).
 */

/** A GTIN as kept: 14 digits, zero-padded; null when the code is not 8, 12, 13 or 14 digits. */
export function gtinOf(code: string | null | undefined): string | null {
  const digits = code?.trim() ?? '';
  return /^(\d{8}|\d{12,14})$/.test(digits) ? digits.padStart(14, '0') : null;
}

/** The 13 digits of a GTIN-13 with its GS1 check digit appended to the first 12. */
export function withCheckDigit(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** The item (or its substitution) of a kept guide whose case barcode was scanned, or null. */
export function itemWithBarcode<T extends { gtin?: string | undefined }>(
  items: readonly (T & { substitutions?: readonly T[] | undefined })[],
  code: string,
): T | null {
  const gtin = gtinOf(code);
  if (!gtin) return null;
  for (const item of items) {
    if (item.gtin === gtin) return item;
    const substitution = item.substitutions?.find((s) => s.gtin === gtin);
    if (substitution) return substitution;
  }
  return null;
}
