import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orderItems, users, type InvoiceKind } from '../../db/schema/index.js';
import type { OrderRow } from '../orders/index.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';
import { readSettingsOf } from '../settings/index.js';
import { DEFAULT_VAT_RATE, vatTotals, type VatTotals } from './vat.js';
import { discountSplitOf } from '../promotions/index.js';
import { extraInvoiceLines } from '../extras/index.js';
import { toCentimes } from '../../domain/money.js';
import { fromDirhams } from '../../../contracts/currency-codes.js';

export const sellerKeys = [
  'company_legal_name',
  'company_name',
  'company_address',
  'company_city',
  'company_phone',
  'company_email',
  'company_ice',
  'company_if',
  'company_rc',
  'company_tp',
  'company_cnss',
] as const;

export interface Seller {
  legalName: string;
  tradeName: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  ice: string;
  if: string;
  rc: string;
  tp: string;
  cnss: string;
}

/** Everything an invoice or credit note prints, frozen when it is issued. */
export interface InvoiceSnapshot extends VatTotals {
  kind: InvoiceKind;
  number: string;
  issuedAt: string;
  /** The zone its dates print in, frozen with the rest: the shop's (shop-clock.ts). */
  timeZone: string;
  currency: string;
  orderNumber: string;
  orderDate: string;
  paymentMethod: 'stripe' | 'bank_transfer' | 'cash_voucher';
  seller: Seller;
  /** `name` is empty for an anonymous guest. */
  buyer: { name: string; email: string | null; phone: string | null };
  recipient: { name: string; city: string | null };
  /** A credit note's invoice. */
  invoice?: { number: string; issuedAt: string };
  /**
   * The total in the currency the buyer read prices in, for information only (charged in `currency`):
   * `rate` is the owner's, in `currency` for one unit, set on `setAt`.
   */
  converted?: { currency: string; amount: string; rate: string; setAt: string };
}

type SellerSettings = Awaited<ReturnType<typeof readSettingsOf<(typeof sellerKeys)[number]>>>;

export const sellerOf = (s: SellerSettings): Seller => ({
  legalName: s.company_legal_name || s.company_name,
  tradeName: s.company_name,
  address: s.company_address,
  city: s.company_city,
  phone: s.company_phone,
  email: s.company_email,
  ice: s.company_ice,
  if: s.company_if,
  rc: s.company_rc,
  tp: s.company_tp,
  cnss: s.company_cnss,
});

/**
 * The buyer, never the recipient: the account's name, or the name a guest gave, with the e-mail and
 * phone given at checkout. An anonymous guest gave no name: their e-mail stands first.
 */
async function buyerOf(tx: DbOrTx, order: OrderRow): Promise<InvoiceSnapshot['buyer']> {
  const [account] = order.customerId
    ? await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, order.customerId))
    : [];
  const name = (account && [account.firstName, account.lastName].filter(Boolean).join(' ')) || order.senderName || '';
  return { name, email: order.senderEmail ?? account?.email ?? null, phone: order.senderPhone };
}

/** The order's invoice as it stands now: seller from the settings, lines at the prices and VAT rates paid. */
export async function invoiceSnapshot(tx: DbOrTx, order: OrderRow, issue: { number: string; issuedAt: Date }): Promise<InvoiceSnapshot> {
  const s = await readSettingsOf(tx, sellerKeys);
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const lines = [...items.map((i) => ({ name: i.name.fr, unitPrice: i.unitPrice, quantity: i.quantity, vatRate: i.vatRate })), ...(await extraInvoiceLines(tx, order.id))];
  // A promotion's discount comes off at the VAT rate of what it was taken from: a gift's, or delivery's.
  const rateOf = new Map(items.map((i) => [i.giftId, i.vatRate]));
  const atRates = (await discountSplitOf(tx, order.id)).map((d) => ({
    vatRate: d.giftId === null ? DEFAULT_VAT_RATE : (rateOf.get(d.giftId) ?? DEFAULT_VAT_RATE),
    amount: toCentimes(d.amount),
  }));
  const byRate = [...new Set(atRates.map((d) => d.vatRate))].map((vatRate) => ({
    vatRate,
    amount: atRates.filter((d) => d.vatRate === vatRate).reduce((s, d) => s + d.amount, 0),
  }));
  const discountName = order.discountCode ? `Remise (code ${order.discountCode})` : 'Remise';
  return {
    kind: 'invoice',
    number: issue.number,
    issuedAt: issue.issuedAt.toISOString(),
    timeZone: SHOP_TIME_ZONE,
    currency: order.currency,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    paymentMethod: order.paymentMethod,
    seller: sellerOf(s),
    buyer: await buyerOf(tx, order),
    recipient: { name: order.recipientName, city: order.recipientCity },
    ...vatTotals(lines, order.deliveryFee, { name: discountName, atRates: byRate }),
    ...(order.displayCurrency && order.displayRate && order.displayRateSetAt
      ? {
          converted: {
            currency: order.displayCurrency,
            amount: fromDirhams(order.totalAmount, Number(order.displayRate)).toFixed(2),
            rate: Number(order.displayRate).toFixed(2),
            setAt: order.displayRateSetAt.toISOString(),
          },
        }
      : {}),
  };
}
