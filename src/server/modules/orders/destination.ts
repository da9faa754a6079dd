import { zoneOf } from '../../../contracts/delivery.js';
import { ADDRESS_REQUIRED, CITY_REQUIRED } from '../../../contracts/orders.js';
import type { Settings } from '../../../contracts/settings.js';
import { invalid } from '../../http/app-error.js';

export type GiftType = 'physical' | 'digital';

/**
 * A cart of digital gifts only (an e-card, a voucher) has nothing to carry: no address, no city, no fee.
 * Read from the catalogue's rows, never from what the client says.
 */
export const isDigitalOnly = (types: readonly GiftType[]) => types.length > 0 && types.every((t) => t === 'digital');

export const ZONE_UNAVAILABLE = 'La livraison n’est pas disponible pour cette ville';

const missing = (path: 'recipientAddress' | 'recipientCity', message: string) => ({ path, message });

/** The city of a cart with something to carry; refused when missing. */
export function requireCity(city: string | null | undefined): string {
  if (!city) throw invalid(CITY_REQUIRED, { issues: [missing('recipientCity', CITY_REQUIRED)] });
  return city;
}

/**
 * Where a new order goes: the address and city (any place in Morocco, already checked by the contract), in a zone the shop serves, when the cart holds a
 * physical gift (the physical part of a mixed cart is carried); null for digital gifts only.
 */
export function destinationOf(
  input: { recipientAddress?: string | null; recipientCity?: string | null },
  types: readonly GiftType[],
  s: Pick<Settings, `delivery_${ReturnType<typeof zoneOf>}`>,
): { address: string; city: string } | null {
  if (isDigitalOnly(types)) return null;
  const address = input.recipientAddress?.trim() ?? '';
  const issues = [
    ...(address ? [] : [missing('recipientAddress', ADDRESS_REQUIRED)]),
    ...(input.recipientCity ? [] : [missing('recipientCity', CITY_REQUIRED)]),
  ];
  if (issues[0]) throw invalid(issues[0].message, { issues });
  const city = requireCity(input.recipientCity);
  if (!s[`delivery_${zoneOf(city)}`]) throw invalid(ZONE_UNAVAILABLE);
  return { address, city };
}
