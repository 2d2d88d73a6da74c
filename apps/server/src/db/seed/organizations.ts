import type { organizations, salesReps } from '../../modules/organizations/organizations.table.ts';
import { addDays } from './dates.ts';
import { REGIONS, streetAddress, wordList, type RegionName } from './names.ts';
import type { Random } from './random.ts';
import { CUSTOMER_GROUPS, businessUnitOfBrand } from './reference-data.ts';

type OrganizationRow = typeof organizations.$inferInsert;
type SalesRepRow = typeof salesReps.$inferInsert;

interface OrganizationPlan {
  id: string;
  name: string;
  brand: 0 | 1 | 2 | 3;
  region: RegionName;
  isProtein?: boolean;
  isSpecialty?: boolean;
  isCme?: boolean;
  isPPro?: boolean;
  /** Absent: in good standing; an empty list: on hold with no reason given. */
  holdErrors?: string[];
}

/** Account numbers of the hand-placed organizations the demo logins and tests rely on. */
export const DEMO_ORGANIZATION_IDS = {
  chefSpecialty: '100101',
  chefProtein: '100102',
  chefProduce: '100103',
  chefPPro: '100104',
  onHoldWithErrors: '100105',
  onHoldWithoutErrors: '100106',
} as const;

// Hand-placed so every brand, flag and region is covered whatever the random stream does.
const PLANNED: readonly OrganizationPlan[] = [
  { id: '100101', name: 'Bistro Marguerite', brand: 0, region: 'northeast', isSpecialty: true },
  { id: '100102', name: 'Smoke & Ember BBQ', brand: 1, region: 'midwest', isProtein: true },
  { id: '100103', name: 'Verde Farm Table', brand: 2, region: 'west' },
  { id: '100104', name: 'Copper Pot Kitchen', brand: 3, region: 'west', isPPro: true },
  {
    id: '100105',
    name: 'Harbor Lights Seafood House',
    brand: 1,
    region: 'northeast',
    isProtein: true,
    holdErrors: ['Credit limit exceeded.', 'Invoice 48213 is 45 days past due.'],
  },
  { id: '100106', name: 'The Gilded Fork', brand: 0, region: 'southeast', isSpecialty: true, holdErrors: [] },
  {
    id: '100107',
    name: 'Magnolia Grand Hotel',
    brand: 0,
    region: 'southeast',
    isSpecialty: true,
    isCme: true,
  },
  { id: '100108', name: 'Lakeshore Catering Co.', brand: 2, region: 'midwest', isCme: true },
  { id: '100109', name: 'Prairie Smokehouse', brand: 1, region: 'midwest', isProtein: true, isPPro: true },
  { id: '100110', name: 'Sunset Taqueria', brand: 2, region: 'west' },
  {
    id: '100111',
    name: 'Peachtree Supper Club',
    brand: 1,
    region: 'southeast',
    isProtein: true,
    isCme: true,
  },
  { id: '100112', name: 'Northside Culinary Institute', brand: 3, region: 'northeast', isPPro: true },
  {
    id: '100113',
    name: 'Pacific Rim Noodle Bar',
    brand: 3,
    region: 'west',
    holdErrors: ['Account suspended pending a signed credit application.'],
  },
  { id: '100114', name: 'Gulf Coast Oyster Co.', brand: 1, region: 'southeast', isProtein: true },
  {
    id: '100115',
    name: 'Union Square Bakery',
    brand: 0,
    region: 'northeast',
    isSpecialty: true,
    isCme: true,
  },
  { id: '100116', name: 'Twin Cities Brewpub', brand: 2, region: 'midwest', isSpecialty: true },
];

const NAME_FIRST = wordList(
  'Blue Door|Salt & Stone|Oak & Ash|Little Fig|Wild Thyme|Golden Hour|Iron Skillet|Brass Rail|Red Hen|Olive Branch|Tidewater|Corner Table|Three Sisters|Juniper|Saffron|Cedar & Rye|Harvest Moon|Stone Mill|Silver Spoon|Lantern',
);
const NAME_SECOND = wordList(
  'Bistro|Tavern|Kitchen|Trattoria|Grill|Café|Brasserie|Oyster Bar|Supper Club|Cantina|Steakhouse|Bakery|Hotel|Catering|Diner|Eatery',
);
const HOLD_REASONS = [
  'Credit limit exceeded.',
  'Payment returned by the bank.',
  'Invoice 51877 is 60 days past due.',
  'Tax exemption certificate expired.',
] as const;
const EXTRA_ORGANIZATIONS = 24;

function extraPlans(random: Random): OrganizationPlan[] {
  const used = new Set(PLANNED.map((plan) => plan.name));
  const plans: OrganizationPlan[] = [];
  for (let i = 0; i < EXTRA_ORGANIZATIONS; i++) {
    let name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
    while (used.has(name)) name = `${random.pick(NAME_FIRST)} ${random.pick(NAME_SECOND)}`;
    used.add(name);
    const brand = random.int(0, 3) as OrganizationPlan['brand'];
    const onHold = random.chance(0.08);
    plans.push({
      id: String(100101 + PLANNED.length + i),
      name,
      brand,
      region: REGIONS[i % REGIONS.length]!,
      isProtein: random.chance(brand === 1 ? 0.8 : 0.1),
      isSpecialty: random.chance(brand === 0 ? 0.8 : 0.1),
      isCme: random.chance(0.15),
      isPPro: random.chance(0.15),
      ...(onHold ? { holdErrors: random.chance(0.5) ? [random.pick(HOLD_REASONS)] : [] } : {}),
    });
  }
  return plans;
}

/** The customer organizations: the hand-placed ones first, then generated ones to fill the staff console. */
export function organizationRows(
  random: Random,
  reps: readonly SalesRepRow[],
  today: Date,
): OrganizationRow[] {
  return [...PLANNED, ...extraPlans(random)].map((plan) => {
    const unit = businessUnitOfBrand(plan.brand);
    const routeDays = random.int(1, Math.min(3, unit.deliveryWeekdays.length));
    return {
      id: plan.id,
      name: plan.name,
      brand: plan.brand,
      businessUnitId: unit.id,
      customerGroupId: random.pick(CUSTOMER_GROUPS).id,
      salesRepId: random.pick(reps.filter((rep) => rep.region === plan.region)).id,
      region: plan.region,
      isProtein: plan.isProtein ?? false,
      isSpecialty: plan.isSpecialty ?? false,
      isCme: plan.isCme ?? false,
      isPPro: plan.isPPro ?? false,
      isOnHold: plan.holdErrors !== undefined,
      holdErrors: plan.holdErrors ?? [],
      routeWeekdays: random.sample(unit.deliveryWeekdays, routeDays),
      ...streetAddress(random, plan.region),
      createdAt: addDays(today, -random.int(30, 1500)),
    };
  });
}
