import { z } from 'zod';
import type { StaffPermission } from '@larder/domain';

/**
 * The staff console's page types: served by content like every page, but only to staff (a customer or a
 * visitor gets the not-found page), each with the permission its screen needs.
 */
export const STAFF_PAGE_TYPES = [
  'StaffHomePage',
  'StaffApplicationsPage',
  'StaffCustomersPage',
  'StaffOrdersPage',
  'StaffContentPage',
  'StaffImpersonationAuditPage',
  'StaffOutboxPage',
  'StaffAnalyticsPage',
  'StaffPunchoutBuyersPage',
  'StaffIntegrationsPage',
  'StaffCatalogPage',
  'StaffCampaignsPage',
  'StaffAccountsPage',
  'StaffCalendarPage',
] as const;

/** One of the staff console's page types. */
export type StaffPageType = (typeof STAFF_PAGE_TYPES)[number];

/** Whether a page type is one of the staff console's. */
export function isStaffPageType(pageType: string): pageType is StaffPageType {
  return (STAFF_PAGE_TYPES as readonly string[]).includes(pageType);
}

/** Typed properties of the staff pages, on the content store's page base. */
export function staffPagePropertiesSchemas<Base extends z.ZodObject>(base: Base) {
  const staffPage = base.extend({
    heading: z.string().min(1).max(160),
    intro: z.string().max(600),
  });
  return Object.fromEntries(STAFF_PAGE_TYPES.map((type) => [type, staffPage])) as Record<
    StaffPageType,
    typeof staffPage
  >;
}

/** A section of the staff console: its page type, where it lives, and the permission its screen needs. */
export interface StaffSection {
  pageType: StaffPageType;
  name: string;
  path: string;
  /** Null: any staff member may open it. */
  permission: StaffPermission | null;
}

/** The console's sections in the order its navigation lists them. */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { pageType: 'StaffHomePage', name: 'Overview', path: '/staff/', permission: null },
  {
    pageType: 'StaffApplicationsPage',
    name: 'Applications',
    path: '/staff/applications/',
    permission: 'approve-applications',
  },
  {
    pageType: 'StaffCustomersPage',
    name: 'Customers',
    path: '/staff/customers/',
    permission: 'manage-customers',
  },
  { pageType: 'StaffOrdersPage', name: 'Orders', path: '/staff/orders/', permission: 'manage-orders' },
  { pageType: 'StaffContentPage', name: 'Content', path: '/staff/content/', permission: 'edit-content' },
  {
    pageType: 'StaffImpersonationAuditPage',
    name: 'Impersonation audit',
    path: '/staff/impersonation-audit/',
    permission: 'manage-customers',
  },
  { pageType: 'StaffOutboxPage', name: 'Outbox', path: '/staff/outbox/', permission: 'manage-customers' },
  {
    pageType: 'StaffAnalyticsPage',
    name: 'Analytics',
    path: '/staff/analytics/',
    permission: 'view-analytics',
  },
  {
    pageType: 'StaffPunchoutBuyersPage',
    name: 'Punchout buyers',
    path: '/staff/punchout-buyers/',
    permission: 'manage-punchout-buyers',
  },
  {
    pageType: 'StaffCatalogPage',
    name: 'Catalog',
    path: '/staff/catalog/',
    permission: 'manage-catalog',
  },
  {
    pageType: 'StaffCalendarPage',
    name: 'Delivery calendar',
    path: '/staff/delivery-calendar/',
    permission: 'manage-calendar',
  },
  {
    pageType: 'StaffIntegrationsPage',
    name: 'Integrations',
    path: '/staff/integrations/',
    permission: 'manage-integrations',
  },
  {
    pageType: 'StaffCampaignsPage',
    name: 'Messages',
    path: '/staff/messages/',
    permission: 'author-messages',
  },
  {
    pageType: 'StaffAccountsPage',
    name: 'Staff accounts',
    path: '/staff/staff-accounts/',
    permission: 'manage-staff',
  },
];
