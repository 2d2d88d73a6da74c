import type { StaffApplication, StaffReferenceData } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { defaultNewOrganization } from './approve-defaults.ts';

const reference: StaffReferenceData = {
  businessUnits: [
    { id: 'NYC01', name: 'Bronx', brand: 0, city: 'Bronx', state: 'NY', deliveryWeekdays: [1, 2] },
    { id: 'CHI01', name: 'Chicago', brand: 1, city: 'Chicago', state: 'IL', deliveryWeekdays: [1] },
    { id: 'LAX01', name: 'Los Angeles', brand: 2, city: 'Los Angeles', state: 'CA', deliveryWeekdays: [1] },
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

  it('falls back to a unit of the only goods ticked, and groups hotels and campuses', () => {
    const hotel = defaultNewOrganization(
      application({ state: 'TX', region: 'southeast', produceRegionOnly: true }, 'Hotel'),
      reference,
    );
    expect(hotel).toMatchObject({ businessUnitId: 'LAX01', brand: 2, customerGroupId: 'CG-HOTEL' });
    expect(hotel.salesRepId).toBe('SR1');
    const school = defaultNewOrganization(application({}, 'School or University'), reference);
    expect(school.customerGroupId).toBe('CG-INST');
  });
});
