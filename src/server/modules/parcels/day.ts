import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Locale } from '../../../contracts/common.js';
import { slipOf } from '../../../contracts/delivery-slip.js';
import type { AdminParcel } from '../../../contracts/parcels.js';
import type { DbOrTx } from '../../db/client.js';
import { orders, parcels } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { loadOrders } from '../orders/index.js';
import { readSettingsOf } from '../settings/index.js';
import type { Carrier } from './carriers/carrier.js';

/** The parcels of the orders to deliver on `date`, by order number: the round the courier collects. */
export async function parcelsOfDay(db: DbOrTx, date: string): Promise<AdminParcel[]> {
  const rows = await db
    .select({ parcel: parcels, orderNumber: orders.orderNumber, recipientName: orders.recipientName, recipientCity: orders.recipientCity })
    .from(parcels)
    .innerJoin(orders, eq(orders.id, parcels.orderId))
    .where(and(eq(orders.deliveryDate, date), isNotNull(parcels.trackingNumber)))
    .orderBy(asc(orders.orderNumber));
  return rows.map(({ parcel, ...order }) => ({
    orderId: parcel.orderId,
    carrier: parcel.carrier as AdminParcel['carrier'],
    trackingNumber: parcel.trackingNumber ?? '',
    status: parcel.status as AdminParcel['status'],
    carrierStatus: parcel.carrierStatus,
    checkedAt: parcel.checkedAt?.toISOString() ?? null,
    ...order,
  }));
}

/**
 * One PDF to print for the day's round: for each parcel, the carrier's label page(s), then that
 * order's delivery slip in the shop's language. The carrier is asked parcel by parcel: only then are
 * a parcel's pages known, whatever number of labels the carrier puts on one. 404 `no_parcels` when
 * the day has none.
 */
export async function labelsOfDay(db: DbOrTx, carrier: Carrier, date: string, now: Date): Promise<Buffer> {
  const day = (await parcelsOfDay(db, date)).filter((p) => p.carrier === carrier.name);
  if (day.length === 0) throw new AppError('no_parcels', 'Aucun colis pour ce jour : créez d’abord les colis.');
  const labels: Buffer[] = [];
  for (const parcel of day) labels.push(await carrier.labels([parcel.trackingNumber]));

  const ids = day.map((p) => p.orderId);
  const byId = new Map((await loadOrders(db, inArray(orders.id, ids), now, ids.length, 'shop')).map((o) => [o.id, o]));
  const s = await readSettingsOf(db, ['default_language', 'company_name']);
  // Drawn and joined only when asked: pdfkit, pdf-lib and the fonts stay out of a server that never prints.
  const [{ slipsPdf }, { PDFDocument }] = await Promise.all([import('./slip-pdf.js'), import('pdf-lib')]);
  const slips = await PDFDocument.load(await slipsPdf(ids.map((id) => slipOf(byId.get(id)!)), { shopName: s.company_name, locale: s.default_language as Locale, date }));

  const joined = await PDFDocument.create();
  joined.setTitle(slips.getTitle() ?? date);
  for (const [i, label] of labels.entries()) {
    const pages = await PDFDocument.load(label);
    for (const page of await joined.copyPages(pages, pages.getPageIndices())) joined.addPage(page);
    const [slip] = await joined.copyPages(slips, [i]);
    joined.addPage(slip!);
  }
  return Buffer.from(await joined.save());
}
