import type { Random } from './random.ts';

/** The four sales regions; the search index and sales-rep assignment follow them. */
export const REGIONS = ['northeast', 'southeast', 'midwest', 'west'] as const;

/** One of the four sales regions. */
export type RegionName = (typeof REGIONS)[number];

/** Splits a '|'-separated word list; lists are written that way so each stays on one readable line. */
export function wordList(list: string): string[] {
  return list.split('|');
}

const FIRST_NAMES = wordList(
  'Alex|Amara|Andre|Ava|Beatriz|Ben|Camille|Carlos|Chloe|Daniel|Diego|Elena|Emeka|Farah|Gabriel|Grace|Hana|Isaac|Jada|James|Jin|Julia|Kai|Keisha|Leo|Lucia|Malik|Maya|Mei|Nadia|Noah|Olivia|Omar|Priya|Quinn|Rafael|Rosa|Sofia|Tariq|Tessa|Theo|Uma|Victor|Wen|Yara|Zoe',
);

const LAST_NAMES = wordList(
  'Abbott|Alvarez|Bennett|Brooks|Castillo|Chang|Collins|Delgado|Dubois|Ellis|Fischer|Foster|Garcia|Greene|Hayes|Hoang|Ibarra|Jensen|Kaur|Kowalski|Lambert|Lindqvist|Mancini|Morales|Nakamura|Novak|Okafor|Olsen|Patel|Quintero|Reyes|Rossi|Schultz|Sato|Sullivan|Tanaka|Thompson|Vasquez|Weber|Whitfield|Yilmaz|Zhou',
);

const STREETS = wordList(
  'Main St|Market St|Water St|Harbor Blvd|Elm St|Oak Ave|Maple Ave|Commerce Dr|Union Ave|Broad St|Mill Rd|Church St|Washington Ave|Lincoln Way|Park Pl|River Rd|Canal St|Bridge St|Orchard Ln|Station Sq',
);

/** A city of a region, with a plausible zip prefix and telephone area code. */
export interface City {
  city: string;
  state: string;
  zip: string;
  areaCode: string;
}

/** Cities customers are spread over, per region. */
export const CITIES: Record<RegionName, readonly City[]> = {
  northeast: [
    { city: 'New York', state: 'NY', zip: '100', areaCode: '212' },
    { city: 'Brooklyn', state: 'NY', zip: '112', areaCode: '718' },
    { city: 'Boston', state: 'MA', zip: '021', areaCode: '617' },
    { city: 'Philadelphia', state: 'PA', zip: '191', areaCode: '215' },
    { city: 'Providence', state: 'RI', zip: '029', areaCode: '401' },
    { city: 'Portland', state: 'ME', zip: '041', areaCode: '207' },
  ],
  southeast: [
    { city: 'Atlanta', state: 'GA', zip: '303', areaCode: '404' },
    { city: 'Miami', state: 'FL', zip: '331', areaCode: '305' },
    { city: 'Charleston', state: 'SC', zip: '294', areaCode: '843' },
    { city: 'Nashville', state: 'TN', zip: '372', areaCode: '615' },
    { city: 'New Orleans', state: 'LA', zip: '701', areaCode: '504' },
    { city: 'Charlotte', state: 'NC', zip: '282', areaCode: '704' },
  ],
  midwest: [
    { city: 'Chicago', state: 'IL', zip: '606', areaCode: '312' },
    { city: 'Minneapolis', state: 'MN', zip: '554', areaCode: '612' },
    { city: 'Detroit', state: 'MI', zip: '482', areaCode: '313' },
    { city: 'Columbus', state: 'OH', zip: '432', areaCode: '614' },
    { city: 'Milwaukee', state: 'WI', zip: '532', areaCode: '414' },
    { city: 'Kansas City', state: 'MO', zip: '641', areaCode: '816' },
  ],
  west: [
    { city: 'San Francisco', state: 'CA', zip: '941', areaCode: '415' },
    { city: 'Los Angeles', state: 'CA', zip: '900', areaCode: '213' },
    { city: 'Seattle', state: 'WA', zip: '981', areaCode: '206' },
    { city: 'Portland', state: 'OR', zip: '972', areaCode: '503' },
    { city: 'Denver', state: 'CO', zip: '802', areaCode: '303' },
    { city: 'Las Vegas', state: 'NV', zip: '891', areaCode: '702' },
  ],
};

/** A person's first and last name. */
export function personName(random: Random): { firstName: string; lastName: string } {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

/** A fictional telephone number (555-01xx is reserved for fiction) in the given area code. */
export function phoneNumber(random: Random, areaCode: string): string {
  return `${areaCode}-555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** A street address in a city of the region. */
export function streetAddress(
  random: Random,
  region: RegionName,
): { address1: string; city: string; state: string; zip: string } {
  const place = random.pick(CITIES[region]);
  return {
    address1: `${random.int(10, 2999)} ${random.pick(STREETS)}`,
    city: place.city,
    state: place.state,
    zip: `${place.zip}${String(random.int(1, 99)).padStart(2, '0')}`,
  };
}

export { slugify } from '../../modules/catalog/catalog-slug.ts';
