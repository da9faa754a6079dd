import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { readSettingsOf } from '../settings/index.js';
import type { Carrier } from './carriers/carrier.js';
import { senditCarrier } from './carriers/sendit.js';
import { senditDouble, type SenditDouble } from './carriers/sendit-double.js';
import { outboundTransport } from './carriers/transport.js';

/** The demo's Sendit: its keys are whatever the shop saved ("demo" when none), its parcels move at each read. */
const DEMO_KEY = 'demo';
let demoDouble: SenditDouble | null = null;
const demoSendit = () => (demoDouble ??= senditDouble({ publicKey: DEMO_KEY, secretKey: DEMO_KEY, roll: true }));

/**
 * The courier company chosen in `courier_provider`, null for the shop's own couriers. Sendit is
 * reached through the guarded outbound client at `sendit_api_url` (Sendit's own address when empty),
 * except in a demo shop with no address: the built-in double answers, in this process.
 */
export async function carrierOf(db: DbOrTx, config: Config): Promise<Carrier | null> {
  const { courier_provider: provider } = await readSettingsOf(db, ['courier_provider']);
  return provider === 'sendit' ? sendit(db, config) : null;
}

/** Sendit with the saved keys, whatever `courier_provider` says now: its parcels already out are still followed. */
export async function sendit(db: DbOrTx, config: Config): Promise<Carrier> {
  const s = await readSettingsOf(db, ['sendit_api_url', 'sendit_public_key', 'sendit_secret_key']);
  if (!s.sendit_api_url && config.SHOP_MODE === 'demo') {
    return senditCarrier({ apiUrl: 'http://sendit.demo/api/v1', publicKey: DEMO_KEY, secretKey: DEMO_KEY }, demoSendit().transport);
  }
  const keys = { apiUrl: s.sendit_api_url, publicKey: s.sendit_public_key, secretKey: s.sendit_secret_key };
  return senditCarrier(keys, outboundTransport({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE }));
}

/** The carrier, or 409 `courier_not_enabled` while the shop's own couriers carry. */
export async function requireCarrier(db: DbOrTx, config: Config): Promise<Carrier> {
  const carrier = await carrierOf(db, config);
  if (!carrier) throw new AppError('courier_not_enabled', 'Les colis partent avec vos propres livreurs : choisissez Sendit dans Paramètres › Intégrations.');
  return carrier;
}
