/*
 * Order guide calls (spec section 7; every path under /web-api). Body/query -> answer:
 *   POST   order-guide?id&type&page&pageSize&searchTerm      -> orderGuideSchema
 *   POST   order-guide/categories (same query)               -> orderGuideCategoriesResponseSchema
 *   GET    order-guide-download?orderGuideId&format          -> orderGuideDownloadResponseSchema (downloadLink -> file)
 *   POST   order-guide/update                                -> orderGuideUpdateResponseSchema
 *   POST   order-guide/update-last-viewed-date/{id}          -> orderGuideLastViewedResponseSchema
 *   POST   order-guide/import-file?orderGuideId (multipart, field `file`, optional field `name`)
 *                                                            -> orderGuideUploadResponseSchema
 *   POST   order-guide/finish-upload {id, name}              -> orderGuideFinishUploadResponseSchema
 *   POST   order-guide/cancel-upload {id}                    -> successSchema
 *   POST   order-guide/set-preferences                       -> successSchema
 *   POST   order-guide/hide/{id}, unhide/{id}, default/{id}  -> successSchema
 *   POST   order-guide/list                                  -> orderGuideListResponseSchema
 *   GET    order-guide/listing                               -> orderGuideListingResponseSchema
 *   GET    order-guide/header-list                           -> orderGuideHeaderListResponseSchema
 *   GET    order-guide/import-listing                        -> orderGuideImportListingResponseSchema
 *   POST   order-guide/created-by-me-list {skuList}          -> orderGuideCreatedByMeResponseSchema
 *   POST   order-guide/by-item-id-list {itemIdList}          -> orderGuideByItemIdListResponseSchema
 *   POST   order-guide/add-items                             -> orderGuideAddItemsResponseSchema
 *   POST   order-guide/par-levels                            -> successSchema
 *   POST   order-guide/copy/{id}                             -> orderGuideCopyResponseSchema
 *   DELETE order-guide/{id}                                  -> successSchema
 *   POST   order-guide/transfer-ownership                    -> successSchema
 *   POST   order-guide/share, remove-share                   -> orderGuideShareResponseSchema
 *   POST   order-guide/share-import                          -> orderGuideCopyResponseSchema
 * Errors are the usual { error: { code, message, fields? } }; another organization's guide is a 404.
 */
import { GUIDE_MESSAGES } from '@larder/domain';
import { z } from 'zod';
import { calendarDate, jsonInteger, queryInteger, text } from './primitives.ts';

/** Spec section 9: a guide page holds 50 items unless the client asks for more. */
export const ORDER_GUIDE_DEFAULT_PAGE_SIZE = 50;

/** Largest page a client may ask for: enough for the biggest guide in one request. */
export const ORDER_GUIDE_MAX_PAGE_SIZE = 5_000;

/** Most items one guide may hold. */
export const ORDER_GUIDE_MAX_ITEMS = 5_000;

/** Most groups one guide may hold. */
export const ORDER_GUIDE_MAX_GROUPS = 200;

/** Largest file `import-file` accepts (bytes). */
export const ORDER_GUIDE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/** Most data rows one uploaded file may carry. */
export const ORDER_GUIDE_UPLOAD_MAX_ROWS = ORDER_GUIDE_MAX_ITEMS;

/** Row errors an upload answer lists at most; `errorCount` counts them all. */
export const ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS = 500;

/** File types `import-file` accepts. */
export const ORDER_GUIDE_UPLOAD_EXTENSIONS = ['.csv', '.xlsx'] as const;

/**
 * Columns of an uploaded or downloaded guide file, in order. `Product SKU` is required; `Unit` defaults to the
 * product's default unit; `Group` empty means Ungrouped; dates are YYYY-MM-DD.
 */
export const ORDER_GUIDE_FILE_COLUMNS = [
  'Group',
  'Product SKU',
  'Unit',
  'Name',
  'Brand',
  'Effective Date',
  'Expiry Date',
  'Par Level',
] as const;

/** Spec section 5: sharing without an organization id ('Organization ID required'). */
export const ORGANIZATION_ID_REQUIRED_MESSAGE = GUIDE_MESSAGES.organizationRequired;

/** Spec section 8: what an upload that fails says ('Unable to upload file. Check the file format.'). */
export const ORDER_GUIDE_UPLOAD_FAILED_MESSAGE = GUIDE_MESSAGES.uploadFailed;

const MAX_GUIDE_ID = 2_147_483_647;
const NEW_GUIDE_MESSAGE = 'Use -1 for a new guide.';
// Guide ids arrive as JSON numbers in bodies and as digits in query strings and paths.
const guideIdSchema = jsonInteger(1, MAX_GUIDE_ID);
const guideIdOrNewSchema = jsonInteger(-1, MAX_GUIDE_ID).refine((id) => id !== 0, NEW_GUIDE_MESSAGE);
const guideIdQuerySchema = queryInteger(1, MAX_GUIDE_ID);
const guideIdOrNewQuerySchema = queryInteger(-1, MAX_GUIDE_ID).refine((id) => id !== 0, NEW_GUIDE_MESSAGE);
const organizationIdSchema = text().trim().min(1).max(64);
const skuSchema = text().trim().min(1).max(64);
const unitSchema = text().trim().min(1).max(16);
const guideNameSchema = text().trim().min(1).max(100);
const groupNameSchema = text().trim().min(1).max(100);
const isoDateSchema = calendarDate();
const parLevelSchema = jsonInteger(0, 99_999);

/** The two ways the detail screen groups items (spec section 2): product categories or the guide's own groups. */
export const orderGuideCategoryTypeSchema = z.enum(['cwCategories', 'customGroups']);

/** A grouping view of the detail screen. */
export type OrderGuideCategoryType = z.infer<typeof orderGuideCategoryTypeSchema>;

/** A guide buyers keep (`standard`) or the one built from the organization's last 90 days of orders. */
export const orderGuideKindSchema = z.enum(['standard', 'purchaseHistory']);

/** The kind of a guide. */
export type OrderGuideKind = z.infer<typeof orderGuideKindSchema>;

/** What the signed-in user may do with a guide; the server enforces the same rules. */
export const orderGuidePermissionsSchema = z.object({
  /** Rename, regroup, add and remove items, set par levels, import into it: members of the owning organization. */
  canEdit: z.boolean(),
  /** Share to and unshare from other organizations: members of the owning organization. */
  canShare: z.boolean(),
  /** Move to another organization of the user: the guide's creator or an organization admin. */
  canTransfer: z.boolean(),
  /** Delete: the guide's creator or an organization admin. */
  canDelete: z.boolean(),
  /** Duplicate into the current organization: anyone who can see it. */
  canCopy: z.boolean(),
});

/** What the user may do with a guide. */
export type OrderGuidePermissions = z.infer<typeof orderGuidePermissionsSchema>;

/** One unit a guide item can be ordered in, priced and stocked for the organization. */
export const orderGuideVariantSchema = z.object({
  code: z.string(),
  /** Unit label, e.g. CS; what `unitOfMeasure` and the cart's add call name. */
  text: z.string(),
  /** Pack size, e.g. '4/5 LB'. */
  weight: z.string(),
  /** '$12.50', 'Price Pending' or '$6.25 per LB'. */
  price: z.string(),
  inStock: z.boolean(),
  isDefault: z.boolean(),
  /** Quantity rules for the quantity cell; absent when none apply. */
  minQuantity: z.number().int().optional(),
  maxQuantity: z.number().int().optional(),
  sellByMultiple: z.number().int().optional(),
});

/** A unit of a guide item. */
export type OrderGuideVariant = z.infer<typeof orderGuideVariantSchema>;

/**
 * A line item (spec section 3). To keep a 2,000-item guide small, fields with nothing to say are left out:
 * `expiryDate`, `effectiveDate` and `parLevel` when null, `substitutions` when empty.
 */
export const orderGuideLineItemBaseSchema = z.object({
  productSku: z.string(),
  /** The unit the guide orders it in (a variant's `text`). */
  unitOfMeasure: z.string(),
  name: z.string(),
  brandName: z.string(),
  /** The product's page as '/product/{sku}/' (it serves the same page as the catalog URL with its slug). */
  productUrl: z.string(),
  imageUrl: z.string(),
  category: z.string(),
  subcategory: z.string(),
  expiryDate: isoDateSchema.optional(),
  effectiveDate: isoDateSchema.optional(),
  /** Position of the item in the guide as a whole (1-based). */
  itemSequence: z.number().int(),
  /** Position of the item within its group (1-based). */
  displayOrder: z.number().int(),
  isSelected: z.boolean(),
  /** Always 0 from the server: quantities are typed into the guide's cart on the client. */
  quantity: z.number().int(),
  inStock: z.boolean(),
  variants: z.array(orderGuideVariantSchema),
  /** Units the buyer wants on the shelf; the suggested quantity is par minus the on-hand count. */
  parLevel: z.number().int().optional(),
  /** The case barcode as a 14-digit GTIN, when the catalog has one: scans find the item offline (ADR 047). */
  gtin: z.string().optional(),
});

/** A substitution of a line item: the same fields, without substitutions of its own. */
export type OrderGuideSubstitution = z.infer<typeof orderGuideLineItemBaseSchema>;

/** A line item with its substitutions. */
export const orderGuideLineItemSchema = orderGuideLineItemBaseSchema.extend({
  substitutions: z.array(orderGuideLineItemBaseSchema).optional(),
  /** The distributor discontinued the product (ADR 039): the guide keeps it, marked; it cannot be ordered. */
  isDiscontinued: z.literal(true).optional(),
  /** What the distributor offers instead of a discontinued product (those still sold). */
  catalogSubstitutes: z
    .array(
      z.object({ productSku: z.string(), name: z.string(), productUrl: z.string(), imageUrl: z.string() }),
    )
    .optional(),
});

/** A line item. */
export type OrderGuideLineItem = z.infer<typeof orderGuideLineItemSchema>;

/** A group of line items (spec section 3). */
export const orderGuideGroupSchema = z.object({
  name: z.string(),
  lineItems: z.array(orderGuideLineItemSchema),
  isSelected: z.boolean(),
  /** False for product-category groups, Ungrouped and Substitutions: they cannot be renamed or deleted. */
  isEditable: z.boolean(),
  /** Items of the group across all pages (those matching the search term when there is one). */
  itemCount: z.number().int(),
});

/** A group of a guide. */
export type OrderGuideGroup = z.infer<typeof orderGuideGroupSchema>;

/** Where a page of items sits in the whole (after the search term). */
export const orderGuidePaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

/** Query of `POST /web-api/order-guide` and `POST /web-api/order-guide/categories` (spec section 7). */
export const orderGuideQuerySchema = z.object({
  /** The guide; -1 asks for a new, empty guide to fill in. */
  id: guideIdOrNewQuerySchema,
  type: orderGuideCategoryTypeSchema.default('cwCategories'),
  page: queryInteger(1, 1_000_000).default(1),
  pageSize: queryInteger(1, ORDER_GUIDE_MAX_PAGE_SIZE).default(ORDER_GUIDE_DEFAULT_PAGE_SIZE),
  /** Matches item name, brand, SKU or group name, case-insensitively (spec section 5). */
  searchTerm: text().max(512).optional(),
});

/** Query of the guide calls. */
export type OrderGuideQuery = z.input<typeof orderGuideQuerySchema>;

/** Who created a guide. */
export const orderGuideCreatorSchema = z.object({ userId: z.string(), name: z.string() });

/** An organization a guide is shared to. */
export const orderGuideShareSchema = z.object({ organizationId: z.string(), organizationName: z.string() });

/** A guide share. */
export type OrderGuideShare = z.infer<typeof orderGuideShareSchema>;

/**
 * Answer of `POST /web-api/order-guide` (spec section 3). Items are paged across groups in display order:
 * the groups of a page carry only that page's items, with `itemCount` for the whole group.
 */
export const orderGuideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: orderGuideKindSchema,
  categoryType: orderGuideCategoryTypeSchema,
  categories: z.array(orderGuideGroupSchema),
  ungroupedProducts: orderGuideGroupSchema,
  permissions: orderGuidePermissionsSchema,
  /** The guide's own empty text; null means the screen shows 'There are no products in this category!!'. */
  noProductsMessage: z.string().nullable(),
  pagination: orderGuidePaginationSchema,
  /** Items in the whole guide, whatever the search term. */
  itemCount: z.number().int(),
  organizationId: z.string(),
  organizationName: z.string(),
  /** True when the guide belongs to another organization that shared it with the current one. */
  isSharedWithMe: z.boolean(),
  sharedWith: z.array(orderGuideShareSchema),
  createdBy: orderGuideCreatorSchema,
  isDefault: z.boolean(),
  isHidden: z.boolean(),
  lastViewedDate: z.string().nullable(),
  updatedAt: z.string(),
});

/** An order guide. */
export type OrderGuide = z.infer<typeof orderGuideSchema>;

/** Answer of `POST /web-api/order-guide/categories`: one page of groups, for edit mode's page-by-page load. */
export const orderGuideCategoriesResponseSchema = z.object({
  categories: z.array(orderGuideGroupSchema),
  ungroupedProducts: orderGuideGroupSchema,
  pagination: orderGuidePaginationSchema,
});

/** Answer of the categories call. */
export type OrderGuideCategoriesResponse = z.infer<typeof orderGuideCategoriesResponseSchema>;

/** File formats of a guide download. */
export const orderGuideFileFormatSchema = z.enum(['csv', 'xlsx']);

/** Query of `GET /web-api/order-guide-download?orderGuideId` (spec section 7); format defaults to CSV. */
export const orderGuideDownloadQuerySchema = z.object({
  orderGuideId: guideIdQuerySchema,
  format: orderGuideFileFormatSchema.default('csv'),
});

/** Answer of `GET /web-api/order-guide-download`: the link serves the file to the signed-in user. */
export const orderGuideDownloadResponseSchema = z.object({
  isSuccessful: z.boolean(),
  downloadLink: z.string().nullable(),
  errors: z.array(z.string()),
});

/** Answer of the download call. */
export type OrderGuideDownloadResponse = z.infer<typeof orderGuideDownloadResponseSchema>;

/** Query of `GET /web-api/order-guide-download/file`, the `downloadLink` target. */
export const orderGuideDownloadFileQuerySchema = orderGuideDownloadQuerySchema;

/** One item as `order-guide/update` saves it (spec section 7), plus its par level. */
export const orderGuideUpdateLineItemSchema = z.object({
  productSku: skuSchema,
  unitOfMeasure: unitSchema,
  name: text().max(300).optional(),
  expiryDate: isoDateSchema.nullable().optional(),
  effectiveDate: isoDateSchema.nullable().optional(),
  itemSequence: jsonInteger(0, 1_000_000).optional(),
  displayOrder: jsonInteger(0, 1_000_000).optional(),
  parLevel: parLevelSchema.nullable().optional(),
});

/** An item saved by the update call. */
export type OrderGuideUpdateLineItem = z.infer<typeof orderGuideUpdateLineItemSchema>;

/** A group as the update call saves it: its items in display order. 'Substitutions' is left out (spec section 5). */
export const orderGuideUpdateGroupSchema = z.object({
  name: groupNameSchema,
  lineItems: z.array(orderGuideUpdateLineItemSchema).max(ORDER_GUIDE_MAX_ITEMS),
});

/** An item by its key in a guide. */
export const orderGuideItemKeySchema = z.object({ productSku: skuSchema, unitOfMeasure: unitSchema });

/** An item key. */
export type OrderGuideItemKey = z.infer<typeof orderGuideItemKeySchema>;

/** An item that changed group in the edit session. */
export const orderGuideMovedLineItemSchema = orderGuideItemKeySchema.extend({
  fromCategory: text().max(100).optional(),
  toCategory: text().max(100).optional(),
});

/**
 * Body of `POST /web-api/order-guide/update` (spec section 7). `categories` is the new arrangement of custom
 * groups in order (a group named 'Ungrouped' fills Ungrouped); items of the guide named nowhere and not
 * removed stay, in Ungrouped. id -1 creates the guide.
 */
export const orderGuideUpdateBodySchema = z.object({
  id: guideIdOrNewSchema,
  name: guideNameSchema,
  categoryType: orderGuideCategoryTypeSchema.optional(),
  categories: z.array(orderGuideUpdateGroupSchema).max(ORDER_GUIDE_MAX_GROUPS),
  removedLineItems: z.array(orderGuideItemKeySchema).max(ORDER_GUIDE_MAX_ITEMS).default([]),
  movedLineItems: z.array(orderGuideMovedLineItemSchema).max(ORDER_GUIDE_MAX_ITEMS).default([]),
});

/** Body of the update call. */
export type OrderGuideUpdateBody = z.input<typeof orderGuideUpdateBodySchema>;

/** Answer of `POST /web-api/order-guide/update`: `error` says why it was not saved (shown as 'Error saving order guide: {error}'). */
export const orderGuideUpdateResponseSchema = z.object({
  success: z.boolean(),
  id: z.number().int().nullable(),
  error: z.string().nullable(),
});

/** Answer of the update call. */
export type OrderGuideUpdateResponse = z.infer<typeof orderGuideUpdateResponseSchema>;

/** Params of the calls addressed by guide id in the path. */
export const orderGuideIdParamsSchema = z.object({ id: guideIdQuerySchema });

/** Answer of `POST /web-api/order-guide/update-last-viewed-date/{id}`. */
export const orderGuideLastViewedResponseSchema = z.object({
  success: z.literal(true),
  lastViewedDate: z.string(),
});

/** Query of `POST /web-api/order-guide/import-file?orderGuideId`: without it the upload starts a new guide. */
export const orderGuideImportQuerySchema = z.object({ orderGuideId: guideIdQuerySchema.optional() });

/** One row of an uploaded file that was not imported. */
export const orderGuideUploadErrorSchema = z.object({
  /** Row number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  productSku: z.string().nullable(),
  message: z.string(),
});

/** A row error of an upload. */
export type OrderGuideUploadError = z.infer<typeof orderGuideUploadErrorSchema>;

/**
 * Answer of `import-file` (spec section 3). The rows are held in a pending guide (not listed anywhere) until
 * `finish-upload` makes them real or `cancel-upload` drops them.
 */
export const orderGuideUploadResponseSchema = z.object({
  /** The pending upload's id, for finish-upload and cancel-upload. */
  orderGuideId: z.number().int(),
  orderGuideName: z.string(),
  productCount: z.number().int(),
  errorCount: z.number().int(),
  /** The first ORDER_GUIDE_UPLOAD_MAX_LISTED_ERRORS row errors, in row order. */
  errors: z.array(orderGuideUploadErrorSchema),
  /** The guide the rows go into on finish; null for a new guide. */
  targetOrderGuideId: z.number().int().nullable(),
  groupCount: z.number().int(),
  isPending: z.literal(true),
});

/** Answer of the upload call. */
export type OrderGuideUploadResponse = z.infer<typeof orderGuideUploadResponseSchema>;

/** Body of `POST /web-api/order-guide/finish-upload`: the pending upload and the guide's name. */
export const orderGuideFinishUploadBodySchema = z.object({
  id: guideIdSchema,
  name: guideNameSchema.optional(),
});

/** Answer of finish-upload: the guide that now holds the rows. */
export const orderGuideFinishUploadResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  name: z.string(),
  productCount: z.number().int(),
});

/** Answer of finish-upload. */
export type OrderGuideFinishUploadResponse = z.infer<typeof orderGuideFinishUploadResponseSchema>;

/** Body of `POST /web-api/order-guide/cancel-upload`. */
export const orderGuideCancelUploadBodySchema = z.object({ id: guideIdSchema });

/** Body of `POST /web-api/order-guide/set-preferences` (spec section 3): the user's own hide and default marks. */
export const orderGuidePreferencesBodySchema = z.object({
  orderGuideId: guideIdSchema,
  hide: z.boolean(),
  default: z.boolean(),
});

/** Preferences payload. */
export type OrderGuidePreferencesBody = z.infer<typeof orderGuidePreferencesBodySchema>;

/** Body of `POST /web-api/order-guide/transfer-ownership` (spec section 3). */
export const orderGuideTransferBodySchema = z.object({
  orderGuideId: guideIdSchema,
  newOrganizationId: organizationIdSchema,
});

/** Transfer payload. */
export type OrderGuideTransferBody = z.infer<typeof orderGuideTransferBodySchema>;

/**
 * Body of `POST /web-api/order-guide/share` and `/remove-share`. The organization id is checked by the
 * server, not the schema, so a missing one answers 'Organization ID required' (spec section 5).
 */
export const orderGuideShareBodySchema = z.object({
  orderGuideId: guideIdSchema,
  organizationId: text().max(64).optional(),
});

/** Share payload. */
export type OrderGuideShareBody = z.infer<typeof orderGuideShareBodySchema>;

/** Answer of share and remove-share: the organizations the guide is now shared to. */
export const orderGuideShareResponseSchema = z.object({
  success: z.literal(true),
  sharedWith: z.array(orderGuideShareSchema),
});

/** Body of `POST /web-api/order-guide/share-import`: copy a guide shared to the current organization into it. */
export const orderGuideShareImportBodySchema = z.object({
  orderGuideId: guideIdSchema,
  name: guideNameSchema.optional(),
});

/** A guide in the list screen (`POST /web-api/order-guide/list`). */
export const orderGuideListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: orderGuideKindSchema,
  itemCount: z.number().int(),
  organizationId: z.string(),
  organizationName: z.string(),
  isSharedWithMe: z.boolean(),
  sharedWith: z.array(orderGuideShareSchema),
  createdBy: orderGuideCreatorSchema,
  isCreatedByMe: z.boolean(),
  isDefault: z.boolean(),
  isHidden: z.boolean(),
  lastViewedDate: z.string().nullable(),
  updatedAt: z.string(),
  permissions: orderGuidePermissionsSchema,
});

/** A guide in the list screen. */
export type OrderGuideListItem = z.infer<typeof orderGuideListItemSchema>;

/** Body of `POST /web-api/order-guide/list`, optional: hidden guides are listed (marked) unless `includeHidden` is false. */
export const orderGuideListBodySchema = z.object({ includeHidden: z.boolean().optional() }).nullish();

/** Answer of `POST /web-api/order-guide/list`: the current organization's guides and those shared to it; default first. */
export const orderGuideListResponseSchema = z.object({ guides: z.array(orderGuideListItemSchema) });

/** Answer of the list call. */
export type OrderGuideListResponse = z.infer<typeof orderGuideListResponseSchema>;

/** A guide in the order-guides modal's listing (`GET /web-api/order-guide/listing`): visible guides only. */
export const orderGuideListingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: orderGuideKindSchema,
  itemCount: z.number().int(),
  isDefault: z.boolean(),
  isSharedWithMe: z.boolean(),
  lastViewedDate: z.string().nullable(),
  canEdit: z.boolean(),
});

/** A guide in the listing. */
export type OrderGuideListingItem = z.infer<typeof orderGuideListingItemSchema>;

/** Answer of `GET /web-api/order-guide/listing`. */
export const orderGuideListingResponseSchema = z.object({ guides: z.array(orderGuideListingItemSchema) });

/** Answer of the listing call. */
export type OrderGuideListingResponse = z.infer<typeof orderGuideListingResponseSchema>;

/** A guide in the header's menu (`GET /web-api/order-guide/header-list`): visible guides, default first, then last viewed. */
export const orderGuideHeaderListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  /** The detail page, e.g. /order-guides/detail/?id=12. */
  url: z.string(),
});

/** Answer of `GET /web-api/order-guide/header-list`. */
export const orderGuideHeaderListResponseSchema = z.object({
  guides: z.array(orderGuideHeaderListItemSchema),
  /** All visible guides, when more exist than the menu shows. */
  totalCount: z.number().int(),
});

/** Answer of the header-list call. */
export type OrderGuideHeaderListResponse = z.infer<typeof orderGuideHeaderListResponseSchema>;

/** Body of `POST /web-api/order-guide/created-by-me-list` (spec section 7). */
export const orderGuideCreatedByMeBodySchema = z.object({
  skuList: z.array(skuSchema).max(ORDER_GUIDE_MAX_ITEMS).default([]),
});

/** A guide the user created, and which of the asked skus it already holds (the add-to-guide widget). */
export const orderGuideWithSkusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  containedSkus: z.array(z.string()),
  /** The asked skus it holds with their units: a guide may hold a sku in one unit and not in another. */
  containedItems: z.array(z.object({ productSku: z.string(), unitOfMeasure: z.string() })),
});

/** A guide with the asked skus it holds. */
export type OrderGuideWithSkus = z.infer<typeof orderGuideWithSkusSchema>;

/** Answer of `POST /web-api/order-guide/created-by-me-list`. */
export const orderGuideCreatedByMeResponseSchema = z.object({ guides: z.array(orderGuideWithSkusSchema) });

/** Body of `POST /web-api/order-guide/by-item-id-list`: the widget's itemIdList (skus). */
export const orderGuideByItemIdListBodySchema = z.object({
  itemIdList: z.array(skuSchema).min(1).max(ORDER_GUIDE_MAX_ITEMS),
});

/** Answer of `POST /web-api/order-guide/by-item-id-list`: visible guides holding any of the items. */
export const orderGuideByItemIdListResponseSchema = z.object({ guides: z.array(orderGuideWithSkusSchema) });

/**
 * Body of `POST /web-api/order-guide/add-items` (the order-guides widget): add items to guides the user may
 * edit, into a group (created when missing) or Ungrouped; `newGuideName` with id -1 creates a guide.
 */
export const orderGuideAddItemsBodySchema = z.object({
  orderGuideIds: z.array(guideIdOrNewSchema).min(1).max(50),
  newGuideName: guideNameSchema.optional(),
  groupName: groupNameSchema.optional(),
  items: z.array(orderGuideItemKeySchema).min(1).max(ORDER_GUIDE_MAX_ITEMS),
});

/** Body of the add-items call. */
export type OrderGuideAddItemsBody = z.infer<typeof orderGuideAddItemsBodySchema>;

/** Answer of add-items: per guide, how many items were new to it. */
export const orderGuideAddItemsResponseSchema = z.object({
  success: z.literal(true),
  guides: z.array(z.object({ id: z.number().int(), name: z.string(), addedCount: z.number().int() })),
});

/** Body of `POST /web-api/order-guide/par-levels`: par levels set from default mode, without an edit session. */
export const orderGuideParLevelsBodySchema = z.object({
  orderGuideId: guideIdSchema,
  items: z
    .array(orderGuideItemKeySchema.extend({ parLevel: parLevelSchema.nullable() }))
    .min(1)
    .max(ORDER_GUIDE_MAX_ITEMS),
});

/** Answer of `POST /web-api/order-guide/copy/{id}` and `share-import`: the new guide. */
export const orderGuideCopyResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().int(),
  name: z.string(),
});

/** Answer of the copy call. */
export type OrderGuideCopyResponse = z.infer<typeof orderGuideCopyResponseSchema>;

/** A guide shared to the current organization that can be imported (copied) into it. */
export const orderGuideImportListingItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  itemCount: z.number().int(),
  organizationId: z.string(),
  organizationName: z.string(),
  sharedAt: z.string(),
});

/** Answer of `GET /web-api/order-guide/import-listing`: the import-guide listing. */
export const orderGuideImportListingResponseSchema = z.object({
  guides: z.array(orderGuideImportListingItemSchema),
});

/** Answer of the import listing. */
export type OrderGuideImportListingResponse = z.infer<typeof orderGuideImportListingResponseSchema>;
