import type { businessUnits, salesReps } from '../../modules/organizations/organizations.table.ts';
import type { vendors } from '../../modules/catalog/catalog.table.ts';
import { CITIES, REGIONS, personName, phoneNumber, slugify } from './names.ts';
import type { Random } from './random.ts';

type BusinessUnitRow = typeof businessUnits.$inferInsert;
type SalesRepRow = typeof salesReps.$inferInsert;
type VendorRow = typeof vendors.$inferInsert;

/**
 * One warehouse per brand (0 specialty, 1 protein, 2 produce, 3 chef's items), deliberately in four time
 * zones so cut-off and delivery-date logic is exercised across zones.
 */
export const BUSINESS_UNITS: readonly (BusinessUnitRow & { brand: 0 | 1 | 2 | 3 })[] = [
  {
    id: 'NYC01',
    name: 'Larder Specialty – Bronx',
    brand: 0,
    timezone: 'America/New_York',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6],
    cutoffTime: '16:00',
    leadDays: 1,
    city: 'Bronx',
    state: 'NY',
    servedStates: ['NY', 'NJ', 'CT', 'PA', 'MA', 'RI', 'VT', 'NH', 'ME'],
  },
  {
    id: 'CHI01',
    name: 'Larder Protein – Chicago',
    brand: 1,
    timezone: 'America/Chicago',
    deliveryWeekdays: [1, 2, 3, 4, 5],
    cutoffTime: '14:00',
    leadDays: 1,
    city: 'Chicago',
    state: 'IL',
    servedStates: ['IL', 'IN', 'WI', 'MI', 'OH', 'MN', 'IA', 'MO'],
  },
  {
    id: 'LAX01',
    name: 'Larder Produce – Los Angeles',
    brand: 2,
    timezone: 'America/Los_Angeles',
    deliveryWeekdays: [1, 2, 3, 4, 5, 6],
    cutoffTime: '22:00',
    leadDays: 1,
    city: 'Los Angeles',
    state: 'CA',
    servedStates: ['CA', 'NV', 'AZ', 'OR', 'WA'],
  },
  {
    id: 'DEN01',
    name: "Larder Chef's Items – Denver",
    brand: 3,
    timezone: 'America/Denver',
    deliveryWeekdays: [2, 4],
    cutoffTime: '12:00',
    leadDays: 2,
    city: 'Denver',
    state: 'CO',
    servedStates: ['CO', 'UT', 'WY', 'NM'],
  },
];

/** The business unit that ships a brand's goods. */
export function businessUnitOfBrand(brand: number): (typeof BUSINESS_UNITS)[number] {
  const unit = BUSINESS_UNITS.find((bu) => bu.brand === brand);
  if (!unit) throw new Error(`no business unit for brand ${brand}`);
  return unit;
}

/** Price lists: each group pays the list price times its factor. */
export const CUSTOMER_GROUPS: readonly { id: string; name: string; factor: number }[] = [
  { id: 'CG-STD', name: 'Standard', factor: 1 },
  { id: 'CG-FINE', name: 'Fine Dining', factor: 0.97 },
  { id: 'CG-HOTEL', name: 'Hotels & Resorts', factor: 0.95 },
  { id: 'CG-CHAIN', name: 'Multi-Unit Restaurant Groups', factor: 0.92 },
  { id: 'CG-INST', name: 'Institutions & Campuses', factor: 0.98 },
];

/** Vendors; the drop-ship ones ship straight to the customer for the brands listed. */
export const VENDORS: readonly (VendorRow & { brands: readonly number[] })[] = [
  { id: 'V1001', name: 'Mezzaluna Imports', isDropShip: true, brands: [0] },
  { id: 'V1002', name: 'Fromagerie du Lac', isDropShip: true, brands: [0] },
  { id: 'V1003', name: 'Olivarra Direct', isDropShip: true, brands: [0] },
  { id: 'V1004', name: 'Coastal Harvest Farms', isDropShip: true, brands: [2] },
  { id: 'V1005', name: 'Sunny Slope Orchards', isDropShip: true, brands: [2] },
  { id: 'V1006', name: 'Crestline Foodservice Equipment', isDropShip: true, brands: [3] },
  { id: 'V1007', name: 'Prairie Creek Ranch', isDropShip: false, brands: [] },
  { id: 'V1008', name: 'Pacific Tide Seafood', isDropShip: false, brands: [] },
  { id: 'V1009', name: 'Golden Plains Poultry', isDropShip: false, brands: [] },
  { id: 'V1010', name: 'Ecoware Supply', isDropShip: false, brands: [] },
];

const REPS_PER_REGION = 3;

/** Sales reps, several per region, with fictional phone numbers in the region's area codes. */
export function salesRepRows(random: Random): SalesRepRow[] {
  const rows: SalesRepRow[] = [];
  const used = new Set<string>();
  for (const region of REGIONS) {
    for (let i = 0; i < REPS_PER_REGION; i++) {
      let name = personName(random);
      while (used.has(`${name.firstName} ${name.lastName}`)) name = personName(random);
      used.add(`${name.firstName} ${name.lastName}`);
      rows.push({
        id: `SR${String(rows.length + 1).padStart(2, '0')}`,
        name: `${name.firstName} ${name.lastName}`,
        email: `${slugify(name.firstName)}.${slugify(name.lastName)}@larder.test`,
        phone: phoneNumber(random, random.pick(CITIES[region]).areaCode),
        region,
      });
    }
  }
  return rows;
}
