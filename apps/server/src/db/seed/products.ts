import type { inventory, prices, products, variants } from '../../modules/catalog/catalog.table.ts';
import { gtinOf, withCheckDigit } from '@larder/domain';
import type { CatalogLeaf } from './categories.ts';
import { isoDate } from './dates.ts';
import { slugify, wordList } from './names.ts';
import { formatPack, isPiecePack, packAmount, parsePack, type Pack } from './packs.ts';
import { createRandom, type Random } from './random.ts';
import { BUSINESS_UNITS, CUSTOMER_GROUPS, VENDORS, businessUnitOfBrand } from './reference-data.ts';

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof variants.$inferInsert;
type PriceRow = typeof prices.$inferInsert;
type InventoryRow = typeof inventory.$inferInsert;

/** One product with everything that hangs off it. */
export interface GeneratedProduct {
  product: ProductRow;
  variants: VariantRow[];
  prices: PriceRow[];
  inventory: InventoryRow[];
}

/** The first SKU; SKUs are numeric-looking strings counting up from here. */
export const FIRST_SKU = 100001;

const KG_PER_LB = 1 / 2.2046;
const TAGS = ['New', 'Seasonal', 'Best Seller', 'Sustainable', 'Limited Time'] as const;
const CUT_INSTRUCTIONS_1 = [
  'Trim fat cap to 1/4 in.',
  'Cut 1 1/4 in. thick',
  'Portion to 8 oz',
  'Tie and net',
  'Butterfly',
  'French the bones',
  'Remove silver skin',
  'Split in half',
] as const;
const CUT_INSTRUCTIONS_2 = [
  'Vacuum pack individually',
  'Wrap in butcher paper',
  'Pack 2 per bag',
  'Label each piece',
] as const;
const dropShipVendorsByBrand = new Map(
  [0, 1, 2, 3].map((brand) => [brand, VENDORS.filter((v) => v.isDropShip && v.brands.includes(brand))]),
);

interface VariantDraft {
  unit: string;
  pack: Pack;
  /** Price for the standard customer group; per pound (or kilogram) when sold by catch weight. */
  price: number;
  catchWeightUom: 'LB' | 'KG' | null;
  averageWeight: number | null;
}

const money = (value: number) => Math.max(0.25, value).toFixed(2);

function productName(random: Random, leaf: CatalogLeaf): string {
  const base = [random.pick(wordList(leaf.spec.prefixes)), random.pick(wordList(leaf.spec.items))]
    .filter(Boolean)
    .join(' ');
  const modifiers = leaf.spec.modifiers.map((group) => random.pick(wordList(group))).filter(Boolean);
  return [base, ...modifiers].join(', ');
}

// A case, often a split unit (each, or a smaller pack of disposables), and for meat and produce sometimes a by-the-pound unit.
function variantDrafts(random: Random, leaf: CatalogLeaf): VariantDraft[] {
  const pack = parsePack(random.pick(wordList(leaf.spec.packs)));
  const [low, high] = leaf.spec.perUnit;
  const perUnit = low + (high - low) * random.next();
  const casePrice = packAmount(pack, leaf.spec.eachLb) * perUnit;
  const byCatchWeight = pack.uom === 'LB' && random.chance(leaf.spec.catchWeight);
  const catchWeightUom = byCatchWeight ? (random.chance(0.15) ? 'KG' : 'LB') : null;
  const perWeight = catchWeightUom === 'KG' ? perUnit / KG_PER_LB : perUnit;
  const toWeightUnit = (pounds: number) =>
    Number((catchWeightUom === 'KG' ? pounds * KG_PER_LB : pounds).toFixed(3));

  const mainUnit =
    isPiecePack(pack) && pack.count === 1 ? 'EA' : leaf.top.brand === 3 && pack.uom === 'EA' ? 'BX' : 'CS';
  const drafts: VariantDraft[] = [
    {
      unit: mainUnit,
      pack,
      price: byCatchWeight ? perWeight : casePrice,
      catchWeightUom,
      averageWeight: byCatchWeight ? toWeightUnit(packAmount(pack, 1) * (0.9 + random.next() * 0.2)) : null,
    },
  ];
  if (pack.count > 1 && random.chance(0.5)) {
    if (pack.uom === 'CT') {
      const smaller = Math.max(10, Math.round(pack.count / 10));
      drafts.push({
        unit: 'PK',
        pack: { ...pack, count: smaller },
        price: (casePrice * smaller * 1.1) / pack.count,
        catchWeightUom: null,
        averageWeight: null,
      });
    } else {
      const piece = { ...pack, count: 1 };
      drafts.push({
        unit: 'EA',
        pack: piece,
        price: byCatchWeight ? perWeight * 1.05 : (casePrice / pack.count) * 1.12,
        catchWeightUom,
        averageWeight: byCatchWeight
          ? toWeightUnit(packAmount(piece, 1) * (0.9 + random.next() * 0.2))
          : null,
      });
    }
  }
  const soldByThePound = leaf.top.brand === 1 || leaf.top.brand === 2 || leaf.subcategory.name === 'Cheese';
  if (soldByThePound && pack.uom === 'LB' && !byCatchWeight && random.chance(0.3)) {
    drafts.push({
      unit: 'LB',
      pack: { count: 1, size: '1', uom: 'LB' },
      price: perUnit * 1.15,
      catchWeightUom: null,
      averageWeight: null,
    });
  }
  if (
    leaf.top.brand === 3 &&
    pack.uom === 'EA' &&
    pack.count > 1 &&
    drafts.length < 3 &&
    random.chance(0.2)
  ) {
    const half = Math.max(2, Math.floor(pack.count / 2));
    drafts.push({
      unit: 'PK',
      pack: { ...pack, count: half },
      price: (casePrice * half * 1.05) / pack.count,
      catchWeightUom: null,
      averageWeight: null,
    });
  }
  return drafts;
}

function minMax(random: Random, sellByMultiple: number, today: Date) {
  if (!random.chance(0.1))
    return { minMaxFlag: false, minQuantity: null, maxQuantity: null, minMaxExpirationDate: null };
  const minQuantity = sellByMultiple * random.int(2, 5);
  // Some rules have lapsed (and must be ignored), some run out later, some never do.
  const expiry = random.weighted<'past' | 'future' | 'none'>([
    ['past', 1],
    ['future', 2],
    ['none', 2],
  ]);
  const days = expiry === 'past' ? -random.int(1, 120) : random.int(1, 180);
  return {
    minMaxFlag: true,
    minQuantity,
    maxQuantity: minQuantity + sellByMultiple * random.int(4, 40),
    minMaxExpirationDate: expiry === 'none' ? null : isoDate(today, days),
  };
}

/** Generates the index-th product of the catalog; each product has its own random stream, so it never depends on catalog size. */
export function generateProduct(index: number, leaf: CatalogLeaf, today: Date): GeneratedProduct {
  const sku = String(FIRST_SKU + index);
  const random = createRandom(`product:${sku}`);
  const brandCode = leaf.top.brand;
  const name = productName(random, leaf);
  const brand = random.pick(wordList(leaf.subcategory.brands));
  const drafts = variantDrafts(random, leaf);

  const primaryUnit = businessUnitOfBrand(brandCode).id;
  const secondaryUnit = random.chance(0.12)
    ? random.pick(BUSINESS_UNITS.filter((bu) => bu.id !== primaryUnit)).id
    : null;
  const dropShipVendors = dropShipVendorsByBrand.get(brandCode) ?? [];
  const dropShipChance = [0.07, 0, 0.05, 0.04][brandCode]!;
  const vendor =
    dropShipVendors.length > 0 && random.chance(dropShipChance) ? random.pick(dropShipVendors) : null;
  const stockingType = random.weighted([
    ['P', 78],
    ['U', 9],
    ['J', 8],
    ['Z', 5],
  ] as const);
  const lineType =
    stockingType === 'J'
      ? 'J1'
      : random.weighted([
          ['S1', 85],
          ['S2', 15],
        ] as const);
  const isProtein = brandCode === 1;
  const tag1 = name.includes('Organic')
    ? 'Organic'
    : name.includes('Local')
      ? 'Local'
      : random.chance(0.18)
        ? random.pick(TAGS)
        : null;
  const tag2 = tag1 && random.chance(0.3) ? random.pick(TAGS.filter((t) => t !== tag1)) : null;
  const defaultIndex = drafts.length > 1 && random.chance(0.15) ? 1 : 0;

  const variantRows: VariantRow[] = [];
  const priceRows: PriceRow[] = [];
  const inventoryRows: InventoryRow[] = [];
  drafts.forEach((draft, position) => {
    const id = `${sku}-${draft.unit}`;
    const sellByMultiple = random.weighted([
      [1, 88],
      [2, 3],
      [4, 3],
      [6, 3],
      [12, 3],
    ] as const);
    const cut = isProtein && draft.pack.uom === 'LB' && random.chance(0.35);
    variantRows.push({
      id,
      productSku: sku,
      code: id,
      text: draft.unit,
      weight: formatPack(draft.pack),
      unitOfMeasure: draft.unit,
      catchWeightUom: draft.catchWeightUom,
      averageWeight: draft.averageWeight === null ? null : draft.averageWeight.toFixed(3),
      isDefault: position === defaultIndex,
      ...minMax(random, sellByMultiple, today),
      sellByMultiple,
      stockingType,
      lineType,
      businessUnitId: primaryUnit,
      secondaryBusinessUnitId: secondaryUnit,
      isReserve: random.chance(0.03),
      cutInstructions1: cut ? random.pick(CUT_INSTRUCTIONS_1) : null,
      cutInstructions2: cut && random.chance(0.5) ? random.pick(CUT_INSTRUCTIONS_2) : null,
      isDropShipRestricted: random.chance(vendor ? 0.35 : 0.01),
      specialOrderFlag: random.chance(isProtein ? 0.08 : 0.03),
      isRestrictedProduct: random.chance(0.02),
      productClassificationCode: isProtein || random.chance(0.25) ? leaf.classificationCode : null,
      bto: brandCode !== 3 && random.chance(0.05),
      supermarket: brandCode !== 3 && random.chance(0.1),
      chefItemFlag: brandCode === 3 || random.chance(0.02),
      vendorId: vendor?.id ?? null,
      tag1,
      tag2,
      position,
    });

    // About 4% of variants miss a price for some or all groups: the storefront shows 'Price Pending'.
    const unpriced = random.weighted<'none' | 'all' | 'one'>([
      ['none', 955],
      ['all', 25],
      ['one', 20],
    ]);
    const skippedGroup = unpriced === 'one' ? random.pick(CUSTOMER_GROUPS).id : null;
    for (const group of CUSTOMER_GROUPS) {
      const noise = 1 + (random.next() - 0.5) * 0.03;
      if (unpriced === 'all' || group.id === skippedGroup) continue;
      priceRows.push({
        customerGroupId: group.id,
        variantId: id,
        price: money(draft.price * group.factor * noise),
      });
    }

    for (const businessUnitId of secondaryUnit ? [primaryUnit, secondaryUnit] : [primaryUnit]) {
      const quantity = random.chance(0.08) ? 0 : 1 + Math.floor(random.next() ** 2 * 400);
      inventoryRows.push({ variantId: id, businessUnitId, quantity });
    }
  });

  return {
    product: {
      sku,
      name,
      brand,
      brandCode,
      categoryId: leaf.id,
      category: leaf.top.name,
      subcategory: leaf.subcategory.name,
      subsubcategory: leaf.spec.name,
      description: `${name} from ${brand.replace(/\.$/, '')}. ${random.pick(leaf.top.blurbs)} Pack size ${formatPack(drafts[0]!.pack)}.`,
      imageUrl: `/images/products/${leaf.subcategorySlug}.svg`,
      // The case barcode: an EAN-13 under GS1's example company prefix, so scanning finds demo products.
      gtin: gtinOf(withCheckDigit(`061414${sku.padStart(6, '0').slice(-6)}`)),
      url: `/product/${sku}/${slugify(name)}/`,
    },
    variants: variantRows,
    prices: priceRows,
    inventory: inventoryRows,
  };
}
