import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminOrderQuerySchema } from '../../../contracts/admin-orders.js';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, orders, users } from '../../db/schema/index.js';
import { adminOrderConditions } from './admin-list.js';
import { frenchDay, moroccoDateTime, paymentMethodLabel, paymentStatusLabel, statusLabel } from './csv-labels.js';

const PAGE = 1000;
const HEADER = [
  'N° commande',
  'Date',
  'Statut',
  'Paiement',
  'Moyen de paiement',
  'Total (MAD)',
  'Client',
  'E-mail client',
  'Téléphone client',
  'Destinataire',
  'Téléphone',
  'Ville',
  'Adresse',
  'Date de livraison',
  'Créneau',
  'Articles',
  'Message',
  'Anonyme',
];

/**
 * One CSV field: always quoted, and a value a spreadsheet would run as a formula (= + - @) is
 * prefixed with an apostrophe, so a recipient name cannot become a formula on the owner's computer.
 */
export function csvField(value: string | number | boolean | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
/** One CSV line: formula-safe quoted fields separated by semicolons. */
export const csvLine = (fields: (string | number | boolean | null)[]) => `${fields.map(csvField).join(';')}\r\n`;

/**
 * The filtered orders as CSV for Excel: UTF-8 with a byte-order mark (so Arabic and accents show),
 * semicolons (what Excel expects in French), French words and Morocco's times, read a thousand orders at a time.
 * A guest's e-mail and phone are the ones given at checkout.
 */
export async function* ordersCsv(db: DbOrTx, q: z.output<typeof AdminOrderQuerySchema>): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(HEADER)}`;
  const where = adminOrderConditions(q);
  for (let offset = 0; ; offset += PAGE) {
    const rows = await db
      .select({ order: orders, email: users.email, phone: users.phone, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.customerId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(PAGE)
      .offset(offset);
    if (rows.length === 0) return;
    const items = await db
      .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
      .from(orderItems)
      .where(inArray(orderItems.orderId, rows.map((r) => r.order.id)))
      .orderBy(asc(orderItems.giftId));
    const linesOf = new Map<string, string[]>();
    for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), `${item.quantity} × ${item.name.fr}`]);
    let chunk = '';
    for (const { order: o, email, phone, firstName, lastName } of rows) {
      chunk += csvLine([
        o.orderNumber,
        moroccoDateTime(o.createdAt),
        statusLabel[o.status],
        paymentStatusLabel[o.paymentStatus],
        paymentMethodLabel[o.paymentMethod],
        o.totalAmount,
        email ? [firstName, lastName].filter(Boolean).join(' ') : o.senderName ? `${o.senderName} (invité)` : 'Invité',
        email ?? o.senderEmail,
        o.senderPhone ?? phone,
        o.recipientName,
        o.recipientPhone,
        o.recipientCity ?? 'Livraison numérique',
        o.recipientAddress,
        o.deliveryDate && frenchDay(o.deliveryDate),
        o.express ? 'Express' : o.deliverySlot,
        (linesOf.get(o.id) ?? []).join(' ; '),
        o.personalMessage,
        o.isAnonymous ? 'oui' : 'non',
      ]);
    }
    yield chunk;
    if (rows.length < PAGE) return;
  }
}
