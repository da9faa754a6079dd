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

type ExpressSettings = { express_delivery: boolean } & Record<`express_${DeliveryZone}`, boolean>;

/** Express runs only where the shop switched it on: the option itself, and the zone of the city. */
export const expressOffered = (s: ExpressSettings, city: string): boolean =>
  (servedCities as readonly string[]).includes(city) && s.express_delivery && s[`express_${zoneOf(city)}`];

/** The served cities where express is offered now, in the order of the list. */
export const expressCities = (s: ExpressSettings): ServedCity[] => servedCities.filter((city) => expressOffered(s, city));
