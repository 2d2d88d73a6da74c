import type { Region, StaffApplication, StaffReferenceData } from '@larder/contract';

/** What each brand number means on the storefront. */
export const BRAND_NAMES: Readonly<Record<number, string>> = {
  0: 'Specialty',
  1: 'Protein',
  2: 'Produce',
  3: "Chef's items",
};

/** The new-organization part of the approve form, as the form holds it. */
export interface NewOrganizationDraft {
  name: string;
  businessUnitId: string;
  customerGroupId: string;
  brand: number;
  isProtein: boolean;
  isSpecialty: boolean;
  isCme: boolean;
  isPPro: boolean;
  region: Region;
  salesRepId: string;
}

// The brand an applicant who buys only one kind of goods most likely needs.
function brandOfOnlyFlags(address: StaffApplication['address']): number | null {
  if (address.specialtyRegionOnly) return 0;
  if (address.proteinRegionOnly) return 1;
  if (address.produceRegionOnly) return 2;
  return null;
}

// The price list a kind of business usually gets, matched by the group's name.
function groupPatternOf(category: string): RegExp {
  if (category === 'Hotel') return /hotel/i;
  if (category === 'School or University' || category === 'Healthcare') return /institution/i;
  return /standard/i;
}

/**
 * The business unit that serves the applicant's state (of several, the one shipping the only goods they
 * ticked), or null when none serves it: staff then choose one, never a far-away warehouse by default.
 */
export function servingUnitOf(
  application: StaffApplication,
  reference: StaffReferenceData,
): StaffReferenceData['businessUnits'][number] | null {
  const state = application.address.state.trim().toUpperCase();
  const serving = reference.businessUnits.filter((u) => u.servedStates.includes(state));
  const onlyBrand = brandOfOnlyFlags(application.address);
  return serving.find((u) => u.brand === onlyBrand) ?? serving[0] ?? null;
}

/** What the approve form says when no business unit serves the applicant's state. */
export function noServingUnitMessage(state: string): string {
  return `No business unit serves ${state || 'this state'}: choose one.`;
}

/**
 * The approve form's new organization prefilled from the application: its company name; the business unit
 * serving the applicant's state (left empty when none does); that unit's brand (else the only goods they ticked);
 * the usual customer group for their kind of business; their region and a sales rep of that region; the
 * protein and specialty flags from what they said they order.
 */
export function defaultNewOrganization(
  application: StaffApplication,
  reference: StaffReferenceData,
): NewOrganizationDraft {
  const { address } = application;
  const unit = servingUnitOf(application, reference);
  const group =
    reference.customerGroups.find((g) => groupPatternOf(application.businessCategory).test(g.name)) ??
    reference.customerGroups[0];
  const region = reference.regions.find((r) => r === address.region) ?? reference.regions[0] ?? 'northeast';
  const rep = reference.salesReps.find((r) => r.region === region) ?? reference.salesReps[0];
  const brand = unit?.brand ?? brandOfOnlyFlags(address) ?? 0;
  return {
    name: address.companyName,
    businessUnitId: unit?.id ?? '',
    customerGroupId: group?.id ?? '',
    brand,
    isProtein: address.proteinRegionOnly || brand === 1,
    isSpecialty: address.specialtyRegionOnly || brand === 0,
    isCme: false,
    isPPro: false,
    region,
    salesRepId: rep?.id ?? '',
  };
}
