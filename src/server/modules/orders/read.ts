import { and, asc, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Order } from '../../../contracts/orders.js';
import type { ForeignCurrency } from '../../../contracts/currency-codes.js';
import type { Parcel } from '../../../contracts/parcels.js';
import type { OrderExtra } from '../../../contracts/extras.js';
import type { RecipientClaimState } from '../../../contracts/recipient-claims.js';
import type { DbOrTx } from '../../db/client.js';
import { invoices, orderEvents, orderItems, orders, parcels } from '../../db/schema/index.js';
import { orderReaders } from '../../domain/order-readers.js';
import { extrasOfOrders } from '../extras/index.js';
import { actionsOf } from './allowed-actions.js';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type DocumentRow = Pick<typeof invoices.$inferSelect, 'orderId' | 'kind' | 'number' | 'partial'>;
type ParcelRow = typeof parcels.$inferSelect;

/** A parcel the carrier took (a claim still waiting for the carrier's answer has no tracking number yet). */
export const parcelOf = (row: ParcelRow | undefined): Parcel | null =>
  row?.trackingNumber ? ({ carrier: row.carrier, trackingNumber: row.trackingNumber, status: row.status } as Parcel) : null;

/**
 * Who reads the order: its sender (the customer or guest who placed it) or the shop. An address the
 * recipient gave through the private link is the shop's to read: knowing a phone number and buying a
 * cheap gift must not tell anyone where that person lives (the sender keeps the city, day and slot).
 */
export type OrderReader = 'sender' | 'shop';

const recipientGaveAddress = (events: EventRow[]) => events.some((e) => e.type === 'recipient_address_given');

interface ReadAs {
  reader?: OrderReader;
  /** The order's e-gift has left the shop (a reader of `giftsOut`), so the customer may no longer cancel it. */
  giftOut?: boolean;
  /** The recipient's private link, while the order waits for the address (a reader of `recipientClaims`). */
  recipientClaim?: RecipientClaimState | null;
  /** The courier company's parcel (parcels module; read here from its table, so orders import no module for it). */
  parcel?: Parcel | null;
  /** What is packed with the gifts (extras module). */
  extras?: OrderExtra[];
}

export function toOrder(row: OrderRow, items: ItemRow[], events: EventRow[], now: Date, documents: DocumentRow[] = [], as: ReadAs = {}): Order {
  const reader = as.reader ?? 'sender';
  const recipientClaim = as.recipientClaim ?? null;
  const actions = actionsOf(row, now, as.giftOut ?? false);
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    paymentProvider: row.paymentProvider,
    paymentFailureReason: row.paymentFailureReason,
    paymentFailureCode: row.paymentFailureCode,
    bankTransferReference: row.bankTransferReference,
    cashVoucher:
      row.paymentMethod === 'cash_voucher' && row.paymentProvider === 'binga' && row.paymentIntentId
        ? { code: row.paymentIntentId.replace(/^binga_/, ''), amount: row.totalAmount, expiresAt: (row.expiresAt ?? row.createdAt).toISOString() }
        : null,
    subtotalAmount: row.subtotalAmount,
    deliveryFee: row.deliveryFee,
    discountCode: row.discountCode,
    discountAmount: row.discountAmount,
    totalAmount: row.totalAmount,
    currency: row.currency,
    displayCurrency:
      row.displayCurrency && row.displayRate && row.displayRateSetAt
        ? { code: row.displayCurrency as ForeignCurrency, rate: Number(row.displayRate), setAt: row.displayRateSetAt.toISOString() }
        : null,
    express: row.express,
    deliveryDate: row.deliveryDate,
    deliverySlot: row.deliverySlot,
    recipientName: row.recipientName,
    recipientPhone: row.recipientPhone,
    recipientAddress: reader === 'sender' && recipientGaveAddress(events) ? null : row.recipientAddress,
    recipientCity: row.recipientCity,
    recipientEmail: row.recipientEmail,
    awaitingRecipientAddress: row.awaitingRecipientAddress,
    recipientClaim: row.awaitingRecipientAddress ? recipientClaim : null,
    personalMessage: row.personalMessage,
    isAnonymous: row.isAnonymous,
    senderName: row.senderName,
    senderEmail: row.senderEmail,
    senderPhone: row.senderPhone,
    expiresAt: iso(row.expiresAt),
    receivedAt: iso(row.receivedAt),
    cancellationRequestedAt: iso(row.cancellationRequestedAt),
    canCancel: actions.cancel,
    actions,
    createdAt: row.createdAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      giftId: item.giftId,
      quantity: item.quantity,
      price: item.unitPrice,
      gift: { name: item.name, images: item.image ? [item.image] : [], type: item.giftType },
    })),
    extras: as.extras ?? [],
    events: events.map((e) => ({ type: e.type, status: e.status, note: e.note, actor: e.actor, createdAt: e.createdAt.toISOString() })),
    documents: {
      invoice: documents.find((d) => d.kind === 'invoice')?.number ?? null,
      creditNote: documents.find((d) => d.kind === 'credit_note' && !d.partial)?.number ?? null,
      partialCreditNote: documents.find((d) => d.kind === 'credit_note' && d.partial)?.number ?? null,
    },
    parcel: as.parcel ?? null,
  };
}

const groupBy = <T extends { orderId: string }>(rows: T[]) => {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(row.orderId, [...(out.get(row.orderId) ?? []), row]);
  return out;
};

/** Every reader's answer in one (decision 044: the modules that know register on `domain/order-readers.ts`). */
const unionOf = async (answers: Promise<Set<string>>[]) => new Set((await Promise.all(answers)).flatMap((set) => [...set]));
const mergeOf = async <V>(answers: Promise<Map<string, V>>[]) => new Map((await Promise.all(answers)).flatMap((map) => [...map]));

/** Orders with their lines, extras and history, in a few queries however many orders. */
export async function loadOrders(db: DbOrTx, where: SQL, now: Date, limit = 200, reader: OrderReader = 'sender'): Promise<Order[]> {
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(limit);
  return withLinesAndHistory(db, rows, { now, reader });
}

/** History the back office alone reads: the shop's notes, and a second payment it settles with the customer itself. */
const backOfficeEvents = ['note', 'paid_twice'] as const;

/** Order rows already read, with their lines and history in two more queries. */
export async function withLinesAndHistory(db: DbOrTx, rows: OrderRow[], opts: { now: Date; notes?: boolean; reader?: OrderReader }): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const { now } = opts;
  const readers = orderReaders();
  const [items, events, documents, giftsOut, claims, parcelRows, extrasOf] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.giftId)),
    db
      .select()
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), opts.notes ? undefined : notInArray(orderEvents.type, [...backOfficeEvents])))
      .orderBy(asc(orderEvents.createdAt)),
    db.select({ orderId: invoices.orderId, kind: invoices.kind, number: invoices.number, partial: invoices.partial }).from(invoices).where(inArray(invoices.orderId, ids)),
    // What the customer may still do is the sender's question; the back office acts for itself.
    opts.reader === 'shop' ? new Set<string>() : unionOf(readers.giftsOut.map((read) => read(db, ids, now))),
    mergeOf(readers.recipientClaims.map((read) => read(db, rows, now))),
    db.select().from(parcels).where(inArray(parcels.orderId, ids)),
    extrasOfOrders(db, ids),
  ]);
  const parcelsOf = new Map(parcelRows.map((p) => [p.orderId, parcelOf(p)]));
  const itemsOf = groupBy(items);
  const eventsOf = groupBy(events);
  const documentsOf = groupBy(documents);
  return rows.map((row) =>
    toOrder(row, itemsOf.get(row.id) ?? [], eventsOf.get(row.id) ?? [], now, documentsOf.get(row.id) ?? [], {
      reader: opts.reader,
      giftOut: giftsOut.has(row.id),
      recipientClaim: claims.get(row.id) ?? null,
      parcel: parcelsOf.get(row.id) ?? null,
      extras: extrasOf.get(row.id) ?? [],
    }),
  );
}

export async function findOrderRow(db: DbOrTx, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function loadOrder(db: DbOrTx, id: string, now: Date, reader: OrderReader = 'sender'): Promise<Order> {
  const [order] = await loadOrders(db, eq(orders.id, id), now, 1, reader);
  if (!order) throw new Error(`order ${id} vanished`);
  return order;
}
