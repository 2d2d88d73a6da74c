import { HEADER_DEFAULTS, type HeaderViewModel, type MenuItem, type PageType } from '@larder/contract';
import { nextDelivery } from '@larder/domain';
import type { Db } from '../../db/client.ts';
import { countCartLines } from '../cart/cart.service.ts';
import type { SessionContext } from '../auth/auth.service.ts';
import { deliveryCalendarsOf } from '../delivery-calendar/delivery-calendar.service.ts';
import { listCategories } from './catalog-lookup.repository.ts';
import { categoryMenuOf } from './category-views.ts';
import { parseContentBlock, readContentBlock } from './content-blocks.ts';
import { findBlockRow } from './content-editing.repository.ts';
import { findPublishedChildrenOfUrls, findPublishedOfTypes } from './content.repository.ts';
import { findOrganizationSchedule } from './delivery-schedule.repository.ts';

/** Who asks for the header, in which time zone and language, and when. */
export interface HeaderRequest {
  session: SessionContext | null;
  timeZone: string;
  language: string;
  now: Date;
  /** Staff previewing: the header menu's draft instead of what is published. */
  preview?: boolean;
  /** Told about a business unit schedule that cannot be computed, which shows as no cut-off. */
  onBadSchedule(error: unknown): void;
}

// Links point at the page of each type, so renaming or moving that page in content moves the link.
const PAGE_LINK_FALLBACKS = {
  OrderGuideListingPage: { name: 'Order Guides', url: '/order-guides/' },
  OrderHistoryPage: { name: 'Order History', url: '/order-history/' },
  CartPage: { name: 'Cart', url: '/cart/' },
  SignInPage: { name: 'Sign In', url: '/sign-in/' },
  SignUpPage: { name: 'Apply for an Account', url: '/sign-up/' },
} satisfies Partial<Record<PageType, MenuItem>>;
type LinkedPageType = keyof typeof PAGE_LINK_FALLBACKS;

const SIGNED_IN_LINKS: readonly LinkedPageType[] = ['OrderGuideListingPage', 'OrderHistoryPage', 'CartPage'];
const ANONYMOUS_LINKS: readonly LinkedPageType[] = ['SignInPage', 'SignUpPage'];

async function pageLinks(db: Db, language: string): Promise<Record<LinkedPageType, MenuItem>> {
  const types = Object.keys(PAGE_LINK_FALLBACKS) as LinkedPageType[];
  const pages = await findPublishedOfTypes(db, types, language);
  const links = { ...PAGE_LINK_FALLBACKS } as Record<LinkedPageType, MenuItem>;
  // Rows come in sort order, so the first page of a type wins.
  for (const { item } of [...pages].reverse()) {
    links[item.pageType as LinkedPageType] = { name: item.name, url: item.url };
  }
  return links;
}

async function headerBlock(db: Db, language: string, preview: boolean) {
  if (!preview) return readContentBlock(db, 'header', language);
  const row = await findBlockRow(db, 'header', language);
  return parseContentBlock('header', row?.draft) ?? parseContentBlock('header', row?.properties);
}

async function primaryMenu(db: Db, language: string, preview: boolean): Promise<MenuItem[]> {
  const block = await headerBlock(db, language, preview);
  const items = block?.primaryMenuItems ?? HEADER_DEFAULTS.primaryMenuItems;
  const children = await findPublishedChildrenOfUrls(
    db,
    items.map((item) => item.url),
    language,
  );
  return items.map(({ name, url }) => {
    const below = children
      .filter((row) => row.parentUrl === url)
      .map((row) => ({ name: row.item.name, url: row.item.url }));
    return below.length > 0 ? { name, url, children: below } : { name, url };
  });
}

async function deliveryOf(db: Db, request: HeaderRequest) {
  const organization = request.session?.organization;
  if (!organization) return null;
  const [schedule, calendars] = await Promise.all([
    findOrganizationSchedule(db, organization.row.id),
    deliveryCalendarsOf(db, request.now),
  ]);
  if (!schedule) return null;
  try {
    // The cut-off is read on the business unit's clock, whatever the buyer's own zone (issue 32), and
    // follows the unit's calendar (ADR 042).
    const next = nextDelivery(request.now, { ...schedule, calendar: calendars.get(schedule.businessUnitId) });
    return next && { ...next, timeZone: schedule.timeZone };
  } catch (error) {
    request.onBadSchedule(error);
    return null;
  }
}

function contactLink(session: SessionContext | null): HeaderViewModel['contactButtonLink'] {
  const organization = session?.organization;
  if (!organization?.salesRepEmail) return null;
  const subject = encodeURIComponent(`Account ${organization.row.id} – ${organization.row.name}`);
  return {
    name: `Contact ${organization.salesRepName || 'your sales rep'}`,
    url: `mailto:${organization.salesRepEmail}?subject=${subject}`,
  };
}

/** The header view model (spec section 3) for the session's user and current organization. */
export async function getHeader(db: Db, request: HeaderRequest): Promise<HeaderViewModel> {
  const [primaryMenuItems, categories, links, delivery, cartCounter] = await Promise.all([
    primaryMenu(db, request.language, request.preview === true),
    listCategories(db),
    pageLinks(db, request.language),
    deliveryOf(db, request),
    countCartLines(db, request.session),
  ]);
  return {
    homeUrl: '/',
    cartLink: links.CartPage.url,
    cutOffTime: delivery?.cutOff.toISOString() ?? null,
    nextDeliveryDate: delivery?.deliveryDate ?? null,
    timeZone: delivery?.timeZone ?? request.timeZone,
    primaryMenuItems,
    categoryMenu: categoryMenuOf(categories),
    searchModel: {
      searchPageUrl: HEADER_DEFAULTS.searchPageUrl,
      searchAsYouTypeUrl: HEADER_DEFAULTS.searchAsYouTypeUrl,
      placeholder: HEADER_DEFAULTS.searchPlaceholder,
    },
    contactButtonLink: contactLink(request.session),
    utilityMenu: (request.session ? SIGNED_IN_LINKS : ANONYMOUS_LINKS).map((type) => links[type]),
    cartCounter,
  };
}
