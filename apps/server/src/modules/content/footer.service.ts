import type { Footer } from '@larder/contract';
import type { Db } from '../../db/client.ts';
import { readContentBlock } from './content-blocks.ts';
import { DEFAULT_STORE_NAME } from './global-settings.service.ts';

/** The footer, with `{year}` in its copyright filled in; a bare copyright line when none is stored. */
export async function getFooter(db: Db, language: string, now: Date): Promise<Footer> {
  const year = String(now.getUTCFullYear());
  const footer = (await readContentBlock(db, 'footer', language)) ?? {
    columns: [],
    contactText: '',
    copyright: `© {year} ${DEFAULT_STORE_NAME}`,
  };
  return { ...footer, copyright: footer.copyright.replaceAll('{year}', year) };
}
