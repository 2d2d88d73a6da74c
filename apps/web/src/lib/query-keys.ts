// Every TanStack Query key, one section per feature (ADR 015). Features never import each other (DESIGN.md
// section 3), yet one feature's change must refresh another's data: adding a guide's items to the cart or
// reordering reloads the cart. So the keys live here, in lib, where any feature may import them: each
// section is owned by the feature named by its first element, which alone reads and writes that data; the
// others only invalidate a section's `all` prefix. Keys are built here and nowhere else: no literal keys.

/** Query keys by feature. */
export const queryKeys = {
  account: {
    detail: ['account', 'detail'],
  },
  auth: {
    currentUser: ['auth', 'current-user'],
    originalUser: ['auth', 'original-user'],
  },
  cart: {
    /** Everything cart: what other features invalidate after they changed the cart. */
    all: ['cart'],
    current: ['cart', 'current'],
    update: ['cart', 'update'],
    productOptions: (sku: string) => ['cart', 'product-options', sku] as const,
    orderConfirmation: (cartId: string) => ['cart', 'order-confirmation', cartId] as const,
  },
  catalog: {
    productDetail: ['catalog', 'product'],
    similar: (indexName: string, authenticated: boolean, sku: string) =>
      ['catalog', 'similar', indexName, authenticated, sku] as const,
  },
  content: {
    /** Header, footer, global settings and children: what staff refresh after publishing content. */
    all: ['content'],
    header: ['content', 'header'],
    footer: ['content', 'footer'],
    globalSettings: ['content', 'global-settings'],
    children: (contentId: number) => ['content', 'children', contentId] as const,
  },
  staffConsole: {
    summary: ['staff-console', 'summary'],
    home: ['staff-console', 'home'],
  },
  staffCustomers: {
    /** Everything of the customers screen: refreshed after any change to an organization. */
    all: ['staff-customers'],
    list: (q: string, onHold: string, page: number) => ['staff-customers', 'list', q, onHold, page] as const,
    detail: (organizationId: string) => ['staff-customers', 'detail', organizationId] as const,
  },
  staffAnalytics: {
    summary: (from: string, to: string, timeZone: string, filters: Record<string, string>) =>
      ['staff-analytics', 'summary', from, to, timeZone, filters] as const,
  },
  staffFilterOptions: {
    names: ['staff-filter-options', 'names'],
    organizations: (q: string) => ['staff-filter-options', 'organizations', q] as const,
  },
  staffOrders: {
    /** Every staff order read: a status change refreshes lists, details and issue reports. */
    all: ['staff-orders'],
    list: (filters: object) => ['staff-orders', 'list', filters] as const,
    details: (orderNumber: string) => ['staff-orders', 'details', orderNumber] as const,
    issues: (filters: object) => ['staff-orders', 'issues', filters] as const,
  },
  staffIssueReports: {
    products: (page: number) => ['staff-issue-reports', 'products', page] as const,
    web: (page: number) => ['staff-issue-reports', 'web', page] as const,
  },
  staffImpersonationAudit: {
    sessions: (page: number, filters: Record<string, string>) =>
      ['staff-impersonation-audit', 'sessions', page, filters] as const,
  },
  staffCampaigns: {
    /** Every campaign list: one invalidation after a save or publish refreshes them all. */
    all: ['staff-campaigns'] as const,
    list: (page: number) => ['staff-campaigns', 'list', page] as const,
    stats: (id: number) => ['staff-campaigns', 'stats', id] as const,
  },
  staffOutbox: {
    list: (q: string, page: number) => ['staff-outbox', 'list', q, page] as const,
    message: (id: number) => ['staff-outbox', 'message', id] as const,
  },
  staffApplications: {
    /** Everything about applications: one invalidation after a review refreshes every list. */
    all: ['staff-applications'],
    list: (status: string, q: string, page: number) =>
      ['staff-applications', 'list', status, q, page] as const,
    referenceData: ['staff-applications', 'reference-data'],
    organizations: (q: string) => ['staff-applications', 'organizations', q] as const,
  },
  staffContent: {
    /** Everything the Content screen edits. */
    all: ['staff-content'],
    pages: ['staff-content', 'pages'],
    page: (id: number) => ['staff-content', 'page', id] as const,
    block: (key: string) => ['staff-content', 'block', key] as const,
    siteAlert: ['staff-content', 'site-alert'],
  },
  impersonation: {
    all: ['impersonation'],
    organizations: (search: string) => ['impersonation', 'organizations', search] as const,
    customers: (organizationId: string) => ['impersonation', 'customers', organizationId] as const,
  },
  orderGuides: {
    /** Everything order-guide: one invalidation refreshes lists, menus and details. */
    all: ['order-guides'],
    list: ['order-guides', 'list'],
    listing: ['order-guides', 'listing'],
    headerList: ['order-guides', 'header-list'],
    createdByMe: (skuList: readonly string[]) => ['order-guides', 'created-by-me', skuList] as const,
    detail: (id: number, type: string, pageSize: number) =>
      ['order-guides', 'detail', id, type, pageSize] as const,
    /** The widget's products and units: outside `all`, since no guide change alters them. */
    widgetItems: (itemIdList: readonly string[], unitOfMeasure: string | undefined) =>
      ['order-guide-widget-items', itemIdList, unitOfMeasure] as const,
  },
  orders: {
    history: ['orders', 'history'],
    details: (webOrderNumber: string) => ['orders', 'details', webOrderNumber] as const,
  },
  organizations: {
    list: ['organizations', 'list'],
  },
  staffPunchout: {
    buyers: ['staff-punchout', 'buyers'],
    log: (id: string) => ['staff-punchout', 'log', id] as const,
  },
  staffAccounts: {
    /** Every staff account, the roles and the sales reps: refreshed after any change. */
    all: ['staff-accounts'],
  },
  search: {
    /** The header search box's suggestions (content's header asks the search endpoint). */
    suggestions: (indexName: string | undefined, authenticated: boolean, query: string) =>
      ['search', 'suggestions', indexName, authenticated, query] as const,
  },
  staffIntegrations: {
    keys: ['staff-integrations', 'keys'] as const,
    deliveries: (id: string) => ['staff-integrations', 'deliveries', id] as const,
  },
  staffCalendar: {
    all: ['staff-calendar'] as const,
    units: ['staff-calendar', 'units'] as const,
    servedStates: ['staff-calendar', 'served-states'] as const,
    unit: (businessUnitId: string) => ['staff-calendar', 'unit', businessUnitId] as const,
  },
  staffCatalog: {
    all: ['staff-catalog'] as const,
    list: (q: string, status: string, page: number) => ['staff-catalog', 'list', q, status, page] as const,
    item: (sku: string) => ['staff-catalog', 'item', sku] as const,
    categories: ['staff-catalog', 'categories'] as const,
  },
} as const;
