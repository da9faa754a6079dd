import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentsPort } from '../orders/index.js';
import { sendit } from './carrier-of.js';
import { followParcels, openParcels } from './follow.js';

/**
 * The scheduled poll (Sendit offers no webhook we could verify): reads the open parcels' statuses;
 * nothing is asked while no parcel is open, and a delivered or returned parcel is never asked again.
 */
export async function followOpenParcels(db: Db, deps: { config: Config; payments: PaymentsPort; now: Date }, log?: { warn(obj: object, msg: string): void }) {
  if ((await openParcels(db).limit(1)).length === 0) return 0;
  return followParcels(db, await sendit(db, deps.config), { payments: deps.payments, publicUrl: deps.config.publicUrl, now: deps.now }, log);
}
