import type { RichTextBlock, RichTextSpan as Span } from '@larder/contract';

type Inline = string | Span;

const span = (part: Inline): Span => (typeof part === 'string' ? { text: part } : part);

/** A link inside a paragraph. */
export const link = (text: string, href: string): Span => ({ text, href });

/** Bold text inside a paragraph. */
export const bold = (text: string): Span => ({ text, bold: true });

/** A paragraph of plain strings, links and bold runs. */
export const p = (...parts: Inline[]): RichTextBlock => ({ type: 'paragraph', spans: parts.map(span) });

/** A section heading. */
export const h2 = (text: string): RichTextBlock => ({ type: 'heading', level: 2, text });

/** A sub-section heading. */
export const h3 = (text: string): RichTextBlock => ({ type: 'heading', level: 3, text });

/** A bulleted list; each item is a string or a list of inline parts. */
export const ul = (...items: (Inline | Inline[])[]): RichTextBlock => ({
  type: 'list',
  ordered: false,
  items: items.map((item) => (Array.isArray(item) ? item : [item]).map(span)),
});

/** A numbered list. */
export const ol = (...items: (Inline | Inline[])[]): RichTextBlock => ({
  type: 'list',
  ordered: true,
  items: items.map((item) => (Array.isArray(item) ? item : [item]).map(span)),
});

/** A highlighted note. */
export const callout = (tone: 'info' | 'warning', title: string, ...parts: Inline[]): RichTextBlock => ({
  type: 'callout',
  tone,
  title,
  spans: parts.map(span),
});
