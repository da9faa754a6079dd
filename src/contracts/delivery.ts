/** The ten cities the shop delivers to (storefront spec §9). */
export const servedCities = [
  'Casablanca',
  'Rabat',
  'Marrakech',
  'Fès',
  'Tanger',
  'Agadir',
  'Meknès',
  'Oujda',
  'Kénitra',
  'Témara',
] as const;
export type ServedCity = (typeof servedCities)[number];

export const deliveryZones = ['casablanca', 'rabat', 'marrakech', 'national'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

const cityZones: Partial<Record<string, DeliveryZone>> = { Casablanca: 'casablanca', Rabat: 'rabat', Marrakech: 'marrakech' };

/** Casablanca, Rabat and Marrakech have their own fees; every other served city is national. */
export const zoneOf = (city: string): DeliveryZone => cityZones[city] ?? 'national';
