import type { Locale, Localized } from '../../../contracts/common.js';
import type { CashVoucher } from '../../../contracts/orders.js';
import type { PaymentMethod } from '../../../contracts/order-states.js';
import { moroccoPlaces } from '../../../contracts/morocco-places.js';
import type { Settings } from '../../../contracts/settings.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';
import { fromDirhams } from '../../../contracts/currency-codes.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { withoutDirectionMarks } from '../notifications/index.js';
import { fromCentimes, groupedAmount, toCentimes } from '../../domain/money.js';

export const bankSettingKeys = ['bank_beneficiary', 'bank_name', 'bank_iban', 'bank_bic'] as const;

export interface ConfirmationInput {
  locale: Locale;
  /** The buyer's first name; a guest who gave none is greeted without one. */
  customerName: string | null;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** The cash payment code (Binga) of a `cash_voucher` order: its code, amount and deadline. */
  cashVoucher?: CashVoucher | null;
  items: { name: Localized; quantity: number; unitPrice: string }[];
  subtotal: string;
  deliveryFee: string;
  expressFee: string;
  /** What a promotion took off ("0.00": none), and its code when it had one. */
  discountAmount?: string;
  discountCode?: string | null;
  total: string;
  /** The currency the buyer read prices in, when not dirhams, at the rate of the order: the total is also given in it. */
  converted?: { code: string; rate: number } | null;
  recipientName: string;
  /** Null for digital gifts only, and while the recipient has not given the address. */
  recipientCity: string | null;
  /** "Je ne connais pas son adresse": the recipient gives the address, date and slot through a link. */
  awaitingAddress?: boolean;
  /** How many days the recipient's link works (recipient_claim_days), said with what happens next. */
  linkDays: number;
  deliveryDate: string | null;
  /** "09:00-13:00", shown after the date. */
  deliverySlot?: string | null;
  bank: Pick<Settings, (typeof bankSettingKeys)[number]>;
  /** When an unpaid transfer order is cancelled (the order's expiresAt, from bank_transfer_expiry_days). */
  payBy?: Date | null;
  /** The order's page: for its customer, or in the browser of the guest who placed it. */
  orderLink: string;
  /** Public tracking by order number and recipient phone, from any device. */
  trackLink: string;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function formatAmount(amount: string, locale: Locale) {
  return `${locale === 'en' ? fromCentimes(toCentimes(amount)) : groupedAmount(amount)} ${textsIn(locale, 'server-orders').confirmation.currency}`;
}

// One formatter per language, made once: building one costs more than the date it formats.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const formatDate = (iso: string, locale: Locale) => {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
};

// The deadline to the minute, on the shop's clock: the order is cancelled at that time.
const deadlineFormats = new Map<Locale, Intl.DateTimeFormat>();
const formatDeadline = (at: Date, locale: Locale) => {
  let format = deadlineFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-MA' : locale, { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE });
    deadlineFormats.set(locale, format);
  }
  return format.format(at);
};

// An Arabic e-mail names the city in Arabic (and joins it with the Arabic comma: server-orders.json).
const arabicNames = new Map(moroccoPlaces.map(([name, ar]) => [name, ar]));
const cityIn = (city: string, locale: Locale) => (locale === 'ar' ? (arabicNames.get(city) ?? city) : city);

/** "12 juin 2030, 09:00–13:00": the slot's times kept left to right inside an Arabic line. */
const withSlot = (date: string, slot: string | null | undefined) => (slot ? `${date}, \u2066${slot.replace('-', '–')}\u2069` : date);

/** "≈ 46,30 EUR (1 EUR = 10,80 DH)": for information, the buyer is charged in dirhams. */
function convertedTotal(total: string, c: { code: string; rate: number }, locale: Locale) {
  const figure = (n: number) => (locale === 'en' ? n.toFixed(2) : groupedAmount(n.toFixed(2)));
  return fill(textsIn(locale, 'server-orders').confirmation.convertedValue, { amount: figure(fromDirhams(total, c.rate)), code: c.code, rate: formatAmount(String(c.rate.toFixed(2)), locale) });
}

/** The order confirmation e-mail, as plain text and HTML, in the order's language. */
export function confirmationEmail(o: ConfirmationInput) {
  const t = textsIn(o.locale, 'server-orders').confirmation;
  const frame = textsIn(o.locale, 'server-common').email;
  const money = (a: string) => formatAmount(a, o.locale);
  const rows: [string, string][] = [
    [t.number, o.orderNumber],
    ...o.items.map((i): [string, string] => [`${i.name[o.locale] || i.name.fr} × ${i.quantity}`, money(i.unitPrice)]),
    [t.subtotal, money(o.subtotal)],
    [t.delivery, toCentimes(o.deliveryFee) === 0 ? t.free : money(o.deliveryFee)],
    ...(toCentimes(o.expressFee) > 0 ? [[t.express, money(o.expressFee)] as [string, string]] : []),
    ...(o.discountAmount && toCentimes(o.discountAmount) > 0
      ? [[o.discountCode ? fill(t.discountCode, { code: o.discountCode }) : t.discount, `−${money(o.discountAmount)}`] as [string, string]]
      : []),
    [t.total, money(o.total)],
    ...(o.converted ? [[t.converted, convertedTotal(o.total, o.converted, o.locale)] as [string, string]] : []),
    [t.recipient, fill(t.recipientWhere, { name: o.recipientName, where: o.awaitingAddress ? t.askedAddress : o.recipientCity ? cityIn(o.recipientCity, o.locale) : t.digital })],
    [t.deliveryDate, o.deliveryDate ? withSlot(formatDate(o.deliveryDate, o.locale), o.deliverySlot) : o.awaitingAddress ? t.askedDate : t.within],
  ];
  const transfer: [string, string][] =
    o.paymentMethod === 'bank_transfer'
      ? [
          [t.beneficiary, o.bank.bank_beneficiary],
          [t.bank, o.bank.bank_name],
          [t.iban, o.bank.bank_iban],
          [t.bic, o.bank.bank_bic],
          [t.reference, o.orderNumber],
          [t.amount, money(o.total)],
        ]
      : o.cashVoucher
        ? [
            [t.cashCode, o.cashVoucher.code],
            [t.amount, money(o.cashVoucher.amount)],
          ]
        : [];
  const payTitle = o.cashVoucher ? t.cashTitle : t.transferTitle;
  const payIntro = o.cashVoucher ? t.cashIntro : t.transferIntro;

  const deadline = transfer.length && o.payBy ? fill(t.deadline, { date: formatDeadline(o.payBy, o.locale) }) : null;
  const transferIntro = deadline ? `${payIntro} ${deadline}` : payIntro;

  // Nothing is sent by itself: the sender reads how the recipient is asked, and what they will be told.
  const asked = o.awaitingAddress ? fill(t.askedSteps, { name: o.recipientName, days: o.linkDays }) : null;
  const greeting = o.customerName ? fill(frame.greeting, { name: o.customerName }) : frame.greetingNoName;
  const track = fill(t.track, { number: o.orderNumber });
  const textRows = (list: [string, string][]) => list.map(([k, v]) => `${k}: ${v}`).join('\n');
  const body = withoutDirectionMarks(
    [
      greeting,
      t.intro,
      textRows(rows),
      ...(asked ? [asked] : []),
      ...(transfer.length ? [`${payTitle}\n${transferIntro}\n${textRows(transfer)}`] : []),
      `${t.follow}\n${o.orderLink}`,
      `${track}\n${o.trackLink}`,
    ].join('\n\n'),
  );

  const table = (list: [string, string][]) =>
    `<table cellpadding="6" style="border-collapse:collapse">${list
      .map(([k, v]) => `<tr><th align="start" style="text-align:start">${escape(k)}</th><td>${escape(v)}</td></tr>`)
      .join('')}</table>`;
  const dir = o.locale === 'ar' ? 'rtl' : 'ltr';
  const html =
    `<div dir="${dir}" lang="${o.locale}" style="font-family:sans-serif;color:#2D2D2D">` +
    `<p>${escape(greeting)}</p><p>${escape(t.intro)}</p>${table(rows)}` +
    (asked ? `<p>${escape(asked)}</p>` : '') +
    (transfer.length
      ? `<h2>${escape(payTitle)}</h2><p>${escape(payIntro)}</p>` +
        (deadline ? `<p><strong>${escape(deadline)}</strong></p>` : '') +
        table(transfer)
      : '') +
    `<p>${escape(t.follow)}<br><a href="${escape(o.orderLink)}">${escape(o.orderLink)}</a></p>` +
    `<p>${escape(track)}<br><a href="${escape(o.trackLink)}">${escape(o.trackLink)}</a></p></div>`;

  return { subject: fill(t.subject, { number: o.orderNumber }), body, html };
}
