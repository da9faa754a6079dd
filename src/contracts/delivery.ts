
// No zod here: the storefront's shell reads the zones (the top bar's delivery time); the city's
// schema is city.ts.

/**
 * The ten cities the storefront spec names, where the shop's own couriers go; express runs only here.
 * Every other Moroccan city or village is delivered too, in the national zone
 * (docs/decisions/039-every-moroccan-place.md).
 */
export const namedCities = [
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
export type NamedCity = (typeof namedCities)[number];

export const deliveryZones = ['casablanca', 'rabat', 'marrakech', 'national'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

/**
 * A place name as compared: without case, accents, Arabic vowel marks or hamza seats, apostrophes,
 * and with any run of spaces or punctuation as one space. "Tétouan", "TETOUAN" and "tetouan" are one key.
 */
export const placeKey = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640]/g, '')
    .toLowerCase()
    .replace(/ة/g, 'ه')
    .replace(/ى/g, 'ي')
    .replace(/[ڭگ]/g, 'ك')
    .replace(/ڤ/g, 'ف')
    .replace(/['’ʼ`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Other ways the named cities are written, in French, English and Arabic. */
const namedCityAliases: Record<NamedCity, string[]> = {
  Casablanca: ['Casa', 'Dar el Beida', 'Dar Beida', 'الدار البيضاء', 'كازابلانكا'],
  Rabat: ['الرباط'],
  Marrakech: ['Marrakesh', 'مراكش'],
  Fès: ['Fez', 'فاس'],
  Tanger: ['Tangier', 'Tangiers', 'Tanja', 'طنجة'],
  Agadir: ['أكادير'],
  Meknès: ['مكناس'],
  Oujda: ['Oujda Angad', 'وجدة'],
  Kénitra: ['القنيطرة'],
  Témara: ['تمارة'],
};

const compact = (name: string) => placeKey(name).replace(/ /g, '');
const namedByKey = new Map<string, NamedCity>(
  namedCities.flatMap((city) => [city, ...namedCityAliases[city]].map((name) => [compact(name), city] as const)),
);

/** The named city a place name means, however it is written; null for any other place. */
export const namedCityOf = (name: string): NamedCity | null => namedByKey.get(compact(name)) ?? null;

const cityZones: Partial<Record<NamedCity, DeliveryZone>> = { Casablanca: 'casablanca', Rabat: 'rabat', Marrakech: 'marrakech' };

/** Casablanca, Rabat and Marrakech have their own fees; every other place in Morocco is national. */
export const zoneOf = (city: string): DeliveryZone => {
  const named = namedCityOf(city);
  return (named && cityZones[named]) ?? 'national';
};

export const CITY_REQUIRED = 'Choisissez la ville de livraison';
export const CITY_MAX = 80;
export const CITY_INVALID = 'Nom de ville invalide';
type ExpressSettings = { express_delivery: boolean } & Record<`express_${DeliveryZone}`, boolean>;

/** Express runs only where the shop switched it on: the option itself, and the zone of a named city. */
export const expressOffered = (s: ExpressSettings, city: string): boolean =>
  namedCityOf(city) !== null && s.express_delivery && s[`express_${zoneOf(city)}`];

/** The named cities where express is offered now, in the order of the list. */
export const expressCities = (s: ExpressSettings): NamedCity[] => namedCities.filter((city) => expressOffered(s, city));
