import { signupApplications } from '../../modules/auth/auth.table.ts';
import type { users } from '../../modules/auth/auth.table.ts';
import type { organizations } from '../../modules/organizations/organizations.table.ts';
import type { Db } from '../client.ts';
import { addDays } from './dates.ts';

type ApplicationRow = typeof signupApplications.$inferInsert;
type UserRow = typeof users.$inferInsert;
type OrganizationRow = typeof organizations.$inferInsert;

/** The staff member the demo's reviewed applications name as their reviewer. */
const REVIEWER_ID = 'usr-admin';

interface Applicant {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  businessCategory: string;
  cutOffTime: string;
  accounts: string;
  address: {
    companyName: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    region: 'northeast' | 'southeast' | 'midwest' | 'west';
    isNewRestaurant: boolean;
  };
  /** Hours before `today` the application arrived. */
  hoursAgo: number;
}

// Hand-written, so the console shows the same applications on every run; e-mails no demo user has.
const PENDING: readonly Applicant[] = [
  {
    id: 'app-demo-0001',
    email: 'hello@harvestmoonbistro.example',
    firstName: 'Priya',
    lastName: 'Raman',
    phone: '6175550142',
    businessCategory: 'Restaurant',
    cutOffTime: '20:00',
    accounts: '',
    address: {
      companyName: 'Harvest Moon Bistro',
      address1: '88 Tremont Street',
      address2: '',
      city: 'Boston',
      state: 'MA',
      zip: '02108',
      region: 'northeast',
      isNewRestaurant: true,
    },
    hoursAgo: 3,
  },
  {
    id: 'app-demo-0002',
    email: 'chef@bayoukitchen.example',
    firstName: 'Marcus',
    lastName: 'Thibodeaux',
    phone: '5045550177',
    businessCategory: 'Caterer',
    cutOffTime: '18:00',
    accounts: '',
    address: {
      companyName: 'Bayou Kitchen Catering',
      address1: '1200 Magazine Street',
      address2: 'Unit B',
      city: 'New Orleans',
      state: 'LA',
      zip: '70130',
      region: 'southeast',
      isNewRestaurant: false,
    },
    hoursAgo: 27,
  },
  {
    id: 'app-demo-0003',
    email: 'purchasing@northloophotel.example',
    firstName: 'Elena',
    lastName: 'Kowalski',
    phone: '3125550163',
    businessCategory: 'Hotel',
    cutOffTime: '22:00',
    accounts: 'Already buys produce under account 100108 for the banquet kitchen.',
    address: {
      companyName: 'North Loop Hotel',
      address1: '401 N Wells Street',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60654',
      region: 'midwest',
      isNewRestaurant: false,
    },
    hoursAgo: 50,
  },
];

const REJECTED: Applicant & { reason: string } = {
  id: 'app-demo-0004',
  email: 'owner@quickbites.example',
  firstName: 'Dana',
  lastName: 'Fowler',
  phone: '7025550119',
  businessCategory: 'Other',
  cutOffTime: '23:59',
  accounts: '',
  address: {
    companyName: 'Quick Bites Vending',
    address1: '5 Desert Inn Road',
    address2: '',
    city: 'Las Vegas',
    state: 'NV',
    zip: '89109',
    region: 'west',
    isNewRestaurant: false,
  },
  hoursAgo: 24 * 9,
  reason:
    'We supply restaurants and food service kitchens only; vending operators are not a fit for our catalog.',
};

function rowOf(applicant: Applicant, passwordHash: string, today: Date): ApplicationRow {
  return {
    id: applicant.id,
    email: applicant.email,
    phone: applicant.phone,
    passwordHash,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    cutOffTime: applicant.cutOffTime,
    businessCategory: applicant.businessCategory,
    accounts: applicant.accounts,
    address: {
      ...applicant.address,
      country: 'US',
      specialtyRegionOnly: false,
      proteinRegionOnly: false,
      produceRegionOnly: false,
    },
    createdAt: addDays(today, -applicant.hoursAgo / 24),
  };
}

/**
 * The application a demo buyer once came from: approved into their first organization, so the console's
 * approved tab shows how an approval reads.
 */
function approvedRow(
  buyer: UserRow,
  organization: OrganizationRow,
  passwordHash: string,
  today: Date,
): ApplicationRow {
  const arrived = addDays(today, -40);
  return {
    id: 'app-demo-0005',
    email: buyer.email,
    phone: buyer.phone ?? '',
    passwordHash,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    cutOffTime: '16:00',
    businessCategory: 'Restaurant',
    accounts: '',
    address: {
      companyName: organization.name,
      address1: organization.address1,
      address2: '',
      city: organization.city,
      state: organization.state,
      zip: organization.zip,
      country: 'US',
      region: organization.region,
      specialtyRegionOnly: false,
      proteinRegionOnly: false,
      produceRegionOnly: false,
      isNewRestaurant: false,
    },
    status: 'approved',
    createdAt: arrived,
    reviewedBy: REVIEWER_ID,
    reviewedAt: addDays(arrived, 1),
    organizationId: organization.id,
    userId: buyer.id,
  };
}

/**
 * Demo sign-up applications: three pending (so the console's count is not zero), one rejected with its
 * reason and one approved into a demo buyer's organization. Returns how many were inserted.
 */
export async function seedApplications(
  db: Db,
  context: {
    users: readonly UserRow[];
    organizations: readonly OrganizationRow[];
    passwordHash: string;
    today: Date;
  },
): Promise<number> {
  const { passwordHash, today } = context;
  // A generated buyer (never a demo login), whose sign-up this approval stands for.
  const buyer = context.users.find(
    (user) => !user.isStaff && user.lastOrganizationId && user.email.split('@')[0]!.includes('.'),
  );
  const organization = context.organizations.find((org) => org.id === buyer?.lastOrganizationId);
  const rows: ApplicationRow[] = [
    ...PENDING.map((applicant) => rowOf(applicant, passwordHash, today)),
    {
      ...rowOf(REJECTED, passwordHash, today),
      status: 'rejected',
      reviewedBy: REVIEWER_ID,
      reviewedAt: addDays(today, -REJECTED.hoursAgo / 24 + 1),
      rejectionReason: REJECTED.reason,
    },
    ...(buyer && organization ? [approvedRow(buyer, organization, passwordHash, today)] : []),
  ];
  await db.insert(signupApplications).values(rows);
  return rows.length;
}
