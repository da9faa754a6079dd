import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { SENDER_EMAIL_REQUIRED, type CreateOrderSchema, type Order } from '../../../contracts/orders.js';
import type { Locale } from '../../../contracts/common.js';
import type { Db } from '../../db/client.js';
import { isCheckViolation, isForeignKeyViolation } from '../../db/errors.js';
import { AppError, invalid } from '../../http/app-error.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import { newOrderAlert, newOrderAlertKeys, NOTIFICATION_SETTINGS_KEY, storedNotificationSettings, type OutboxMessage } from '../notifications/index.js';
import { readStoredValues, settingsFrom } from '../settings/index.js';
import { checkItemCount } from './cart.js';
import { mergeLines } from '../../../contracts/cart-lines.js';
import { bankSettingKeys, confirmationEmail } from './confirmation-email.js';
import { checkOrderDelivery, outsideHorizon, blockedBetween } from '../delivery-slots/index.js';
import type { ShopRules } from '../../lib/caches/shop-rules.js';
import { destinationOf, isDigitalOnly } from './destination.js';
import { eventRow } from '../../domain/order-events.js';
import { insertOrder } from './insert-order.js';
import { fromCentimes, toCentimes } from '../../domain/money.js';
import { isOrderNumberTaken, newOrderNumber } from './order-number.js';
import { toOrder, type ItemRow } from './read.js';
import { computeQuote, discountCart, orderSettingKeys, withDiscount } from './pricing.js';
import { activeAutomaticPromotions, capRefusal, customerKeysOf, findDiscount, type Discount } from '../promotions/index.js';
import { readLines, shortStock } from './stock.js';
import type { VoucherIssuer } from './payments-port.js';
import { listCurrencies } from '../currencies/index.js';
import { extrasRanOut, extrasShort, priceExtras, soldExtras, withExtras } from '../extras/index.js';

/** The order as the contract reads it, its language settled (the payload's, or the request's). */
export type CreateOrderData = z.output<typeof CreateOrderSchema> & { locale: Locale };

export interface OrderPlacer {
  /** The signed-in customer, who owns the order whatever the payload's customerId says. */
  customer: { id: string; email: string; firstName: string } | null;
  /** For a guest: the hash of its browser's guest cookie. */
  guestTokenHash: string | null;
  /** Whether a card provider is available right now. */
  cardPayments: boolean;
  /** Who issues a cash payment code (Binga), when the shop takes cash at agencies; asked only for `cash_voucher`. */
  cashVouchers?: VoucherIssuer | null;
  /** Units of one gift this client or recipient may hold unpaid, and the share of its shelf (unpaid-hold.ts). */
  unpaidUnitsPerGift: number;
  unpaidStockPercent: number;
}

/** A cart of digital gifts only is sent on its date, with no slot to choose. */
function noSlotForDigital(slot: string | null | undefined): null {
  if (slot) throw invalid('Un cadeau numérique n’a pas de créneau de livraison', { issues: [{ path: 'deliverySlot', message: 'Un cadeau numérique n’a pas de créneau de livraison' }] });
  return null;
}

/** The date of an order no zone's calendar holds (a digital gift, an address to come): within the horizon. */
function checkUncarriedDate(date: string | null | undefined, now: Date) {
  const outside = date ? outsideHorizon(date, shopToday(now)) : null;
  if (outside) throw invalid(outside);
}

// Made at the call, not when the file loads: orders and notifications import each other's faces, and
// one of them is always loaded before the other's constants exist.
const settingKeys = () => [...orderSettingKeys, ...bankSettingKeys, ...newOrderAlertKeys, 'recipient_claim_days'] as const;
const orderReadKeys = () => [...settingKeys(), NOTIFICATION_SETTINGS_KEY];

const CARD_EXPIRY_MS = 30 * 60 * 1000;
const DAY_MS = 86_400_000;

/**
 * Validates, prices from the catalogue, and writes the order and takes its stock in one statement, with the
 * confirmation e-mail to the buyer (a guest's own address, or the account's) queued in it.
 */
export async function createOrder(
  db: Db,
  input: CreateOrderData,
  placer: OrderPlacer,
  deps: { publicUrl: string; now: Date; orderNumber?: () => string; shopRules?: ShopRules },
): Promise<Order> {
  const { now } = deps;
  const drawNumber = deps.orderNumber ?? newOrderNumber;
  const kept = <T>(key: string, load: () => Promise<T>) => (deps.shopRules ? deps.shopRules.get(key, load) : load());
  // One read for the order's settings and whether e-mail is on (kept until the owner changes them).
  const stored = await kept('order-settings', () => readStoredValues(db, orderReadKeys()));
  const settings = settingsFrom(stored, settingKeys());
  const emailing = storedNotificationSettings(stored.get(NOTIFICATION_SETTINGS_KEY)).emailEnabled;
  const bank = input.paymentMethod === 'bank_transfer';
  // A cash code waits like a transfer: same delay, stock held until it expires (decision 052).
  const cash = input.paymentMethod === 'cash_voucher';
  const issueVoucher = cash ? placer.cashVouchers : null;
  if (cash && !issueVoucher) {
    throw new AppError('cash_unavailable', 'Le paiement en espèces en agence n’est pas disponible pour le moment. Choisissez une autre façon de payer.');
  }
  if (!bank && !cash && !placer.cardPayments) {
    throw new AppError('card_unavailable', 'Le paiement par carte n’est pas disponible pour le moment. Choisissez le virement bancaire.');
  }
  if (input.isAnonymous && !settings.anonymous_delivery) throw invalid('L’envoi anonyme n’est pas disponible');
  // Sorted by gift id: concurrent orders then lock their stock rows in one order.
  const lines = mergeLines(input.items).sort((a, b) => a.giftId.localeCompare(b.giftId));
  checkItemCount(lines, settings.max_order_items);
  // The rate of the moment, as the checkout showed it; a currency the owner no longer offers is dropped.
  const display = input.displayCurrency ? (await kept('currencies', () => listCurrencies(db))).find((c) => c.code === input.displayCurrency && c.updatedAt) : undefined;

  // A guest is reached only through the address given here; a customer through the account's, whatever is sent.
  const senderEmail = placer.customer?.email ?? input.senderEmail ?? null;
  if (!senderEmail) throw invalid(SENDER_EMAIL_REQUIRED, { issues: [{ path: 'senderEmail', message: SENDER_EMAIL_REQUIRED }] });
  // The contract already gives both in E.164.
  const senderPhone = input.senderPhone || null;
  const recipientPhone = input.recipientPhone;
  const guestTokenHash = placer.customer ? null : placer.guestTokenHash;

  const holder = { customerId: placer.customer?.id ?? null, guestTokenHash, recipientPhone };
  const customerKeys = customerKeysOf({ customerId: placer.customer?.id ?? null, email: senderEmail, phone: senderPhone });
  // The promotion the last write tried: a cap it failed on is answered for a code, read again for an automatic one.
  let discount: Discount | null = null;
  const writeOrder = async (attempt: number) => {
    // Read without a lock: the order's one write takes the stock, whatever an admin changed since
    // (the order then simply came first), and fails if a line is short of it.
    const reserved = await readLines(db, lines, { holder, max: placer.unpaidUnitsPerGift, stockPercent: placer.unpaidStockPercent });
    // Whether there is anything to carry is read on the reserved rows: the catalogue decides, not the client.
    const types = reserved.map((g) => g.type);
    // "Je ne connais pas son adresse": a physical gift waits for the recipient's address, date and slot (recipient-claims).
    const awaitingAddress = input.recipientAddressUnknown && !isDigitalOnly(types);
    const destination = awaitingAddress ? null : destinationOf(input, types, settings);
    // The date is checked once, on `now`: by the zone's calendar for gifts carried (below), by the horizon alone otherwise.
    if (!destination) checkUncarriedDate(input.deliveryDate, now);
    const priced = reserved.map((g) => ({ giftId: g.id, unitPrice: g.price, quantity: g.quantity }));
    const beforeDiscount = computeQuote(priced, destination?.city ?? null, input.express, settings, awaitingAddress);
    const categories = new Map(reserved.map((g) => [g.id, g.categoryId]));
    // Kept with the shop's rules; read afresh when the last write failed on one's cap.
    const automatic = () => (attempt === 1 && deps.shopRules ? deps.shopRules.automaticPromotions(() => activeAutomaticPromotions(db)) : activeAutomaticPromotions(db));
    discount = await findDiscount(db, input.discountCode, discountCart(beforeDiscount, categories, customerKeys, now), automatic);
    // Extras come after the promotion, which judges the gifts alone (decision 050).
    const extras = await priceExtras(db, input.extras, { physical: !isDigitalOnly(types), city: destination?.city ?? null });
    const quote = withExtras(withDiscount(beforeDiscount, discount), extras);
    // The same calendar as the checkout's: a date, slot or express the shop cannot honour is refused with the next date.
    const deliverySlot = destination
      ? await checkOrderDelivery(
          db,
          { city: destination.city, date: input.deliveryDate ?? null, slot: input.deliverySlot ?? null, express: input.express },
          now,
          settings,
          (from, to) => kept(`blocked-dates:${from}:${to}`, () => blockedBetween(db, from, to)),
        )
      : awaitingAddress
        ? null
        : noSlotForDigital(input.deliverySlot);
    if (input.totalAmount !== undefined && toCentimes(input.totalAmount) !== toCentimes(quote.total)) {
      throw new AppError('price_changed', 'Les prix ont changé. Vérifiez le nouveau total.', { quote });
    }

    const expiresAt = new Date(now.getTime() + (bank || cash ? Number(settings.bank_transfer_expiry_days) * DAY_MS : CARD_EXPIRY_MS));
    // Known before the write, so that the order, its lines, its history and its messages go in one statement (insert-order.ts).
    const orderId = randomUUID();
    const orderNumber = drawNumber();
    const senderName = input.isAnonymous ? null : input.senderName || null;
    // The cash code is asked before the write, so the e-mail written with the order carries it; a code whose order is not written expires unpaid.
    const voucher = issueVoucher
      ? await issueVoucher({ id: orderId, orderNumber, totalAmount: quote.total, expiresAt, senderName: input.senderName || null, senderEmail, senderPhone, locale: input.locale })
      : null;
    const items: (ItemRow & { giftId: string })[] = reserved.map((g) => ({
      id: randomUUID(),
      orderId,
      giftId: g.id,
      name: g.name,
      image: g.images[0] ?? null,
      giftType: g.type,
      unitPrice: g.price,
      vatRate: g.vatRate,
      quantity: g.quantity,
    }));
    const sold = soldExtras(extras);
    const created = eventRow(orderId, { type: 'created', actor: 'customer', status: 'pending' });

    const email = confirmationEmail({
      ...input,
      customerName: placer.customer?.firstName ?? senderName,
      orderNumber,
      items: [...reserved.map((g) => ({ name: g.name, quantity: g.quantity, unitPrice: g.price })), ...extras.map((e) => ({ name: e.name, quantity: e.quantity, unitPrice: e.unitPrice }))],
      subtotal: quote.subtotal,
      deliveryFee: quote.deliveryFee,
      expressFee: quote.expressFee,
      discountAmount: quote.discountAmount,
      discountCode: quote.discountCode,
      total: quote.total,
      converted: display ? { code: display.code, rate: display.rate } : null,
      recipientCity: destination?.city ?? null,
      awaitingAddress,
      linkDays: Number(settings.recipient_claim_days),
      deliveryDate: awaitingAddress ? null : (input.deliveryDate ?? null),
      deliverySlot,
      bank: settings,
      payBy: bank || cash ? expiresAt : null,
      cashVoucher: voucher ? { code: voucher.code, amount: quote.total, expiresAt: expiresAt.toISOString() } : null,
      // The order's page opens for its customer, or in the guest's own browser (its guest cookie).
      orderLink: `${deps.publicUrl}/orders/${orderId}`,
      trackLink: `${deps.publicUrl}/track`,
    });
    const buyer = [placer.customer?.firstName, senderName, senderEmail].find(Boolean) ?? senderEmail;
    const alert = await newOrderAlert(db, { orderNumber, totalAmount: quote.total, recipientCity: destination?.city ?? null }, buyer, deps.publicUrl, {
      emailOn: emailing,
      settings,
    });
    const confirmation: OutboxMessage | null = emailing ? { channel: 'email', recipient: senderEmail, template: 'order_confirmation', ...email } : null;
    const messages = [confirmation, alert].filter((m) => m !== null);

    const order = await insertOrder(
      db,
      {
        id: orderId,
        orderNumber,
        customerId: placer.customer?.id ?? null,
        guestTokenHash,
        paymentMethod: input.paymentMethod,
        paymentStatus: bank ? 'awaiting_transfer' : 'pending',
        ...(voucher && { paymentProvider: 'binga' as const, paymentIntentId: voucher.intentId }),
        bankTransferReference: bank ? orderNumber : null,
        subtotalAmount: quote.subtotal,
        // The stored fee includes express, so subtotal + fee = total on every screen.
        deliveryFee: fromCentimes(toCentimes(quote.deliveryFee) + toCentimes(quote.expressFee)),
        totalAmount: quote.total,
        displayCurrency: display?.code ?? null,
        displayRate: display ? display.rate.toFixed(4) : null,
        displayRateSetAt: display?.updatedAt ? new Date(display.updatedAt) : null,
        discountCode: quote.discountCode,
        discountAmount: quote.discountAmount,
        deliveryZone: quote.zone,
        express: input.express,
        deliveryDate: awaitingAddress ? null : (input.deliveryDate ?? null),
        deliverySlot,
        awaitingRecipientAddress: awaitingAddress,
        recipientName: input.recipientName,
        recipientPhone,
        recipientAddress: destination?.address ?? null,
        recipientCity: destination?.city ?? null,
        recipientEmail: input.recipientEmail || null,
        ecardSendTime: input.ecardSendTime ?? null,
        personalMessage: input.personalMessage || null,
        isAnonymous: input.isAnonymous,
        senderName,
        senderEmail,
        senderPhone,
        locale: input.locale,
        // The order's hour and its payment deadline on the clock it is placed with, as its rules read them.
        createdAt: now,
        expiresAt,
      },
      { items, event: created, messages, discount, extras: sold },
    );
    // The link leaves once paid: its days are known, not yet its expiry.
    const claim = awaitingAddress ? { linkDays: Number(settings.recipient_claim_days), expiresAt: null, unsentLink: null } : null;
    return toOrder(order, items, [created], now, [], { recipientClaim: claim, extras: sold });
  };

  // A line short of stock, or a gift deleted, since the lines were read: refused as the gifts now
  // stand (or written again if the stock came back). A number already given: written again under another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeOrder(attempt);
    } catch (err) {
      const capped = capRefusal(err, discount);
      if (capped instanceof AppError) throw capped;
      if (capped === 'retry' && attempt < 3) continue;
      const shelf = isCheckViolation(err, 'gifts_stock_not_negative') || isForeignKeyViolation(err, 'order_items_gift_id_gifts_id_fk');
      // An extra run out since it was read: the next try refuses it as the stock now stands.
      if (extrasShort(err)) {
        if (attempt < 3) continue;
        throw extrasRanOut();
      }
      if (shelf) {
        const problem = await shortStock(db, lines);
        if (problem) throw problem;
      }
      if (!(shelf || isOrderNumberTaken(err)) || attempt === 3) throw err;
    }
  }
}
