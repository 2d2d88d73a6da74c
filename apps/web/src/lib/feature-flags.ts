import type { SIMILAR_ITEMS_FLAG as CONTRACT_SIMILAR_ITEMS_FLAG } from '@larder/contract';

/**
 * The flag that turns on the see-similar-items modal. Spelled out, and checked by the compiler against
 * the contract's constant, so the page's first script does not pull in the contract's zod schemas.
 */
export const SIMILAR_ITEMS_FLAG: typeof CONTRACT_SIMILAR_ITEMS_FLAG = 'FeatureFlags.Global.SimilarItemsModal';
