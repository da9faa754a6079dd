import { expressCities, expressOffered, type NamedCity } from '@contracts/delivery';
import type { PublicSettings } from '@contracts/settings';

export interface ExpressOption {
  /** The chosen city has express now. */
  offered: boolean;
  /** Where the shop runs express, to say so when the chosen city has none. */
  cities: NamedCity[];
}

/** The express switch of the checkout: none when the shop runs it nowhere, otherwise whether this city may take it. */
export function expressOption(settings: PublicSettings | undefined, city: string): ExpressOption | null {
  if (!settings) return null;
  const cities = expressCities(settings);
  return cities.length === 0 ? null : { offered: expressOffered(settings, city), cities };
}
