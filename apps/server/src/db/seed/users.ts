import { STAFF_PERMISSIONS, type StaffPermission } from '@larder/domain';
import type { users } from '../../modules/auth/auth.table.ts';
import type { organizationMembers, organizations } from '../../modules/organizations/organizations.table.ts';
import { addDays } from './dates.ts';
import { CITIES, personName, phoneNumber, slugify, type RegionName } from './names.ts';
import { DEMO_ORGANIZATION_IDS } from './organizations.ts';
import type { Random } from './random.ts';

type UserRow = typeof users.$inferInsert;
type MemberRow = typeof organizationMembers.$inferInsert;
type OrganizationRow = typeof organizations.$inferInsert;

/** The password of every demo user. */
export const DEMO_PASSWORD = 'larder-demo';

/** The sign-ins the README and tests point people at. */
export const DEMO_LOGINS = [
  {
    email: 'chef@larder.test',
    role: "Buyer in four organizations, one per brand (specialty, protein, produce, chef's items); the chef's-items one is PPro",
  },
  { email: 'onhold@larder.test', role: 'Buyer whose only organization is on hold, with hold reasons' },
  { email: 'staff@larder.test', role: 'Staff user who can impersonate customers' },
  { email: 'support@larder.test', role: 'Staff user without impersonation rights' },
  { email: 'admin@larder.test', role: 'Staff administrator with every staff permission' },
  {
    email: 'rep@larder.test',
    role: "Sales rep: impersonates and manages the orders and customers of their own organizations (chef@'s specialty account among them)",
  },
] as const;

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  region: RegionName;
  isStaff?: boolean;
  staffPermissions?: StaffPermission[];
  /** A sales rep's staff account: the rep whose organizations it works on. */
  salesRepId?: string;
  memberOf: string[];
}

const { chefSpecialty, chefProtein, chefProduce, chefPPro, onHoldWithErrors } = DEMO_ORGANIZATION_IDS;

const NAMED: readonly Person[] = [
  {
    id: 'usr-0001',
    email: 'chef@larder.test',
    firstName: 'Marco',
    lastName: 'Bellini',
    region: 'northeast',
    memberOf: [chefSpecialty, chefProtein, chefProduce, chefPPro],
  },
  {
    id: 'usr-0002',
    email: 'onhold@larder.test',
    firstName: 'Dana',
    lastName: 'Whitaker',
    region: 'northeast',
    memberOf: [onHoldWithErrors],
  },
  {
    id: 'usr-0003',
    email: 'staff@larder.test',
    firstName: 'Sam',
    lastName: 'Ortiz',
    region: 'northeast',
    isStaff: true,
    staffPermissions: ['impersonate', 'manage-orders'],
    memberOf: [],
  },
  {
    id: 'usr-0004',
    email: 'support@larder.test',
    firstName: 'Riley',
    lastName: 'Chen',
    region: 'northeast',
    isStaff: true,
    staffPermissions: ['manage-orders'],
    memberOf: [],
  },
];

// Staff added after the generated buyers, so their ids do not renumber the buyers'.
function laterStaff(orgs: readonly OrganizationRow[]): Person[] {
  const repOfChef = orgs.find((org) => org.id === chefSpecialty)?.salesRepId;
  return [
    {
      id: 'usr-admin',
      email: 'admin@larder.test',
      firstName: 'Alex',
      lastName: 'Morgan',
      region: 'northeast',
      isStaff: true,
      staffPermissions: [...STAFF_PERMISSIONS],
      memberOf: [],
    },
    {
      id: 'usr-rep',
      email: 'rep@larder.test',
      firstName: 'Jordan',
      lastName: 'Reyes',
      region: 'northeast',
      isStaff: true,
      staffPermissions: ['impersonate', 'manage-orders', 'manage-customers'],
      ...(repOfChef ? { salesRepId: repOfChef } : {}),
      memberOf: [],
    },
  ];
}

// Generated buyers: 2 or 3 per organization, some of whom also buy for a second organization in their region.
function generatedBuyers(random: Random, orgs: readonly OrganizationRow[]): Person[] {
  const taken = new Set([...NAMED, ...laterStaff(orgs)].map((person) => person.email));
  const people: Person[] = [];
  for (const org of orgs) {
    const region = org.region as RegionName;
    for (let i = random.int(2, 3); i > 0; i--) {
      const { firstName, lastName } = personName(random);
      const local = `${slugify(firstName)}.${slugify(lastName)}`;
      let email = `${local}@larder.test`;
      for (let n = 2; taken.has(email); n++) email = `${local}${n}@larder.test`;
      taken.add(email);
      const neighbours = orgs.filter((other) => other.region === region && other.id !== org.id);
      const second = neighbours.length > 0 && random.chance(0.15) ? [random.pick(neighbours).id] : [];
      people.push({
        id: `usr-${String(NAMED.length + people.length + 1).padStart(4, '0')}`,
        email,
        firstName,
        lastName,
        region,
        memberOf: [org.id, ...second],
      });
    }
  }
  return people;
}

/**
 * Users and memberships. Every user shares one password hash: scrypt is deliberately slow (tens of
 * milliseconds), and hashing it per user would make seeding take seconds for no benefit in a demo.
 */
export function userRows(
  random: Random,
  orgs: readonly OrganizationRow[],
  passwordHash: string,
  today: Date,
): { users: UserRow[]; members: MemberRow[] } {
  const people = [...NAMED, ...generatedBuyers(random, orgs), ...laterStaff(orgs)];
  const regionOf = new Map(orgs.map((org) => [org.id, org.region as RegionName]));
  return {
    users: people.map((person) => {
      const region = person.memberOf[0] ? (regionOf.get(person.memberOf[0]) ?? person.region) : person.region;
      return {
        id: person.id,
        email: person.email.toLowerCase(),
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        userName: person.email.toLowerCase(),
        phone: phoneNumber(random, random.pick(CITIES[region]).areaCode),
        region,
        isStaff: person.isStaff ?? false,
        staffPermissions: person.staffPermissions ?? [],
        salesRepId: person.salesRepId ?? null,
        lastOrganizationId: person.memberOf[0] ?? null,
        createdAt: addDays(today, -random.int(10, 900)),
      };
    }),
    members: people.flatMap((person) =>
      person.memberOf.map((organizationId) => ({ userId: person.id, organizationId, role: 'buyer' })),
    ),
  };
}
