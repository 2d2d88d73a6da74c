import type { StaffApplication, StaffReferenceData } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { defaultNewOrganization, noServingUnitMessage, servingUnitOf } from './approve-defaults.ts';

const reference: StaffReferenceData = {
  businessUnits: [
    // Sorted by name as the server sends them: Denver first, which a Boston applicant once got.
    {
      id: 'DEN01',
      name: "Chef's Items – Denver",
      brand: 3,
      city: 'Denver',
      state: 'CO',
      servedStates: ['CO', 'UT'],
      deliveryWeekdays: [2, 4],
    },
    {
      id: 'NYC01',
      name: 'Bronx',
      brand: 0,
      city: 'Bronx',
      state: 'NY',
      servedStates: ['NY', 'NJ', 'MA'],
      deliveryWeekdays: [1, 2],
    },
    {
      id: 'CHI01',
      name: 'Chicago',
      brand: 1,
      city: 'Chicago',
      state: 'IL',
      servedStates: ['IL', 'WI'],
      deliveryWeekdays: [1],
    },
    {
      id: 'LAX01',
      name: 'Los Angeles',
      brand: 2,
      city: 'Los Angeles',
      state: 'CA',
      servedStates: ['CA', 'NV'],
      deliveryWeekdays: [1],
    },
    {
      id: 'NYC02',
      name: 'Bronx Produce',
      brand: 2,
      city: 'Bronx',
      state: 'NY',
      servedStates: ['NY', 'MA'],
      deliveryWeekdays: [1],
    },
  ],
  customerGroups: [
    { id: 'CG-STD', name: 'Standard' },
    { id: 'CG-HOTEL', name: 'Hotels & Resorts' },
    { id: 'CG-INST', name: 'Institutions & Campuses' },
  ],
  salesReps: [
    { id: 'SR1', name: 'Ann', email: 'ann@x.test', region: 'northeast' },
    { id: 'SR2', name: 'Bo', email: 'bo@x.test', region: 'midwest' },
  ],
  regions: ['northeast', 'southeast', 'midwest', 'west'],
};

function application(
  address: Partial<StaffApplication['address']>,
  businessCategory = 'Restaurant',
): StaffApplication {
  return {
    id: 'a1',
    status: 'pending',
    createdAt: '2026-11-24T10:00:00Z',
    email: 'a@b.test',
    phone: '3125550100',
    firstName: 'Nia',
    lastName: 'Owens',
    cutOffTime: '20:00',
    businessCategory,
    accounts: '',
    reviewedBy: null,
    reviewedAt: null,
    rejectionReason: null,
    organization: null,
    userId: null,
    address: {
      companyName: 'Owens Kitchen',
      address1: '1 Main',
      address2: '',
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
      region: 'midwest',
      specialtyRegionOnly: false,
      proteinRegionOnly: false,
      produceRegionOnly: false,
      isNewRestaurant: false,
      ...address,
    },
  };
}

describe('defaultNewOrganization', () => {
  it('takes the unit in the applicant state, its brand, the region and a rep of it', () => {
    expect(defaultNewOrganization(application({}), reference)).toEqual({
      name: 'Owens Kitchen',
      businessUnitId: 'CHI01',
      customerGroupId: 'CG-STD',
      brand: 1,
      isProtein: true,
      isSpecialty: false,
      isCme: false,
      isPPro: false,
      region: 'midwest',
      salesRepId: 'SR2',
    });
  });

  it('pre-fills the unit serving a Boston applicant, preferring the only goods ticked', () => {
    const boston = application({ city: 'Boston', state: 'MA', region: 'northeast' });
    expect(servingUnitOf(boston, reference)?.id).toBe('NYC01');
    expect(defaultNewOrganization(boston, reference).businessUnitId).toBe('NYC01');
    const produce = application({ city: 'Boston', state: 'MA', produceRegionOnly: true }, 'Hotel');
    expect(defaultNewOrganization(produce, reference)).toMatchObject({
      businessUnitId: 'NYC02',
      brand: 2,
      customerGroupId: 'CG-HOTEL',
    });
    const school = defaultNewOrganization(application({}, 'School or University'), reference);
    expect(school.customerGroupId).toBe('CG-INST');
  });

  it('leaves the unit empty when none serves the state, and says so', () => {
    const texas = application({ city: 'Austin', state: 'TX', region: 'southeast', produceRegionOnly: true });
    expect(servingUnitOf(texas, reference)).toBeNull();
    expect(defaultNewOrganization(texas, reference)).toMatchObject({ businessUnitId: '', brand: 2 });
    expect(defaultNewOrganization(texas, reference).salesRepId).toBe('SR1');
    expect(noServingUnitMessage('TX')).toBe('No business unit serves TX: choose one.');
  });
});
