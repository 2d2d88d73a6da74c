import type { Footer, GlobalSettings } from '@larder/contract';
import { sql } from 'drizzle-orm';
import { contentItems } from '../../modules/content/content.table.ts';
import { writeContentBlock } from '../../modules/content/content.service.ts';
import type { Db } from '../client.ts';
import { createTree } from './content.ts';
import { storePageTree } from './content-pages.ts';
import { demoGlobalSettings } from './content-settings.ts';

// Any fixed number: processes starting together take this lock so only one of them writes the pages.
const SITE_STRUCTURE_LOCK_KEY = 727_002;

/** The empty store's footer: the ordering pages every store has, and the sign-up page. */
const EMPTY_STORE_FOOTER: Footer = {
  columns: [
    {
      heading: 'Ordering',
      links: [
        { name: 'All Products', url: '/products/' },
        { name: 'Order Guides', url: '/order-guides/' },
        { name: 'Order History', url: '/order-history/' },
        { name: 'Cart', url: '/cart/' },
      ],
    },
    { heading: 'Company', links: [{ name: 'Apply for an Account', url: '/sign-up/' }] },
  ],
  contactText: '',
  copyright: '© {year}. All rights reserved.',
};

/** The empty store's settings: no site alert, the demo's rule flags (they switch rules, not data), a plain name. */
function emptyStoreSettings(): GlobalSettings {
  const { featureFlags } = demoGlobalSettings(new Date());
  return { siteAlert: null, featureFlags, storeName: 'Larder' };
}

/**
 * Writes the pages every store needs (start, catalog, cart, orders, sign-in, password links, account, the
 * staff console) with an empty header menu, a plain footer and settings, when the database has no page
 * yet: the start of an empty store (`SEED_DEMO=false`, issue 30), which holds no demo data. Returns how
 * many pages it made (0 when there were pages already). Safe when several processes start at once.
 */
export async function ensureSiteStructure(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_STRUCTURE_LOCK_KEY})`);
    const [any] = await tx.select({ id: contentItems.id }).from(contentItems).limit(1);
    if (any) return 0;
    const pages = await createTree(tx, storePageTree([], []), null, 0);
    await writeContentBlock(tx, 'header', { primaryMenuItems: [] });
    await writeContentBlock(tx, 'footer', EMPTY_STORE_FOOTER);
    await writeContentBlock(tx, 'global-settings', emptyStoreSettings());
    return pages;
  });
}
