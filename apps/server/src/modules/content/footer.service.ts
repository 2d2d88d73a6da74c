import type { Footer } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { parseContentBlock, readContentBlock } from './content-blocks.ts';
import { findBlockRow } from './content-editing.repository.ts';
import { DEFAULT_STORE_NAME } from './global-settings.service.ts';

async function previewFooter(db: Db, language: string): Promise<Footer | null> {
  const row = await findBlockRow(db, 'footer', language);
  return parseContentBlock('footer', row?.draft) ?? parseContentBlock('footer', row?.properties);
}

/** The footer (the draft instead, for staff previewing), with `{year}` in its copyright filled in; a bare copyright line when none is stored. */
export async function getFooter(db: Db, language: string, now: Date, preview = false): Promise<Footer> {
  const year = String(now.getUTCFullYear());
  const stored = preview ? await previewFooter(db, language) : await readContentBlock(db, 'footer', language);
  const footer = stored ?? {
    columns: [],
    contactText: '',
    copyright: `© {year} ${DEFAULT_STORE_NAME}`,
  };
  return { ...footer, copyright: footer.copyright.replaceAll('{year}', year) };
}
