import type { Locale, Localized } from '@contracts/common';
import { shopOffsetAt } from '@contracts/shop-clock';
import { fromDirhams } from '@contracts/currency-codes';

const currencyWord: Record<Locale, string> = { fr: 'DH', en: 'MAD', ar: 'درهم' };
const numberLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };

/**
 * A number in Latin digits as the language writes it. Arabic (ar-MA) groups thousands with a dot,
 * so "2.175 درهم" reads as two dirhams and some: its thousands are grouped with a narrow no-break
 * space instead, as in French, and the decimal comma stays.
 */
function formatNumber(n: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  const format = new Intl.NumberFormat(numberLocale[locale], { ...options, numberingSystem: 'latn' });
  if (locale !== 'ar') return format.format(n);
  return format
    .formatToParts(n)
    .map((part) => (part.type === 'group' ? '\u202f' : part.value))
    .join('');
}

/** A MAD amount as the shop shows it: "1 250,00 DH", "MAD 1,250.00", "1 250,00 درهم". */
export function formatMoney(amount: string | number, locale: Locale, opts: { currency?: 'MAD' } = {}): string {
  const n = typeof amount === 'number' ? amount : Number(amount);
  const digits = Number.isInteger(n) ? 0 : 2;
  const value = formatNumber(n, locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 });
  const word = opts.currency ?? currencyWord[locale];
  return `${value} ${word}`;
}

const currencySymbol = { EUR: '€', USD: '$', GBP: '£' } as const;

/**
 * A MAD amount shown in the visitor's currency (`rate`: dirhams for one unit), rounded to ten cents as
 * a shop prices: "23,10 €", "€23.10", "23,10 €" in Arabic; in dirhams when no other currency is given.
 */
export function formatPrice(amount: string | number, locale: Locale, currency?: { code: string; rate: number } | null, dirhams: { currency?: 'MAD' } = {}): string {
  const symbol = currency && currencySymbol[currency.code as keyof typeof currencySymbol];
  if (!currency || !symbol) return formatMoney(amount, locale, dirhams);
  const value = formatNumber(fromDirhams(amount, currency.rate), locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return locale === 'en' ? `${symbol}${value}` : `${value}\u00a0${symbol}`;
}

/** A measure with one decimal at most, in Latin digits: "2,2" in French, "2.2" in English. */
export const formatDecimal = (n: number, locale: Locale) => formatNumber(n, locale, { maximumFractionDigits: 1 });

/**
 * The instant moved by Morocco's offset, to be formatted as UTC: Morocco's wall clock by the offsets the
 * server handed over (see adoptShopOffsets), not by the browser's tz data, which may be wrong.
 */
function onShopWalls(value: string | Date): Date {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return new Date(instant + shopOffsetAt(instant));
}

/** Dates read in French by default: "22 novembre 2026 à 14:05". */
export function formatDate(value: string | Date, locale: Locale, withTime = false): string {
  const d = onShopWalls(value);
  return new Intl.DateTimeFormat(numberLocale[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    timeZone: 'UTC',
  }).format(d);
}

/** A day in figures, for a table's column: "01/05/2026". */
export function formatShortDate(value: string | Date, locale: Locale): string {
  const d = onShopWalls(value);
  return new Intl.DateTimeFormat(numberLocale[locale], { day: '2-digit', month: '2-digit', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }).format(d);
}

/** The hour in Morocco: "10:30". */
export function formatTime(value: string | Date, locale: Locale): string {
  const d = onShopWalls(value);
  return new Intl.DateTimeFormat(numberLocale[locale], { hour: '2-digit', minute: '2-digit', numberingSystem: 'latn', timeZone: 'UTC' }).format(d);
}

/** A day to choose in a list, with its weekday and without its year: "lun. 30 nov.", "الاثنين 30 نونبر". */
export function formatWeekday(value: string | Date, locale: Locale): string {
  const d = onShopWalls(value);
  return new Intl.DateTimeFormat(numberLocale[locale], { weekday: 'short', day: 'numeric', month: 'short', numberingSystem: 'latn', timeZone: 'UTC' }).format(d);
}

/** A day without its year, for a chart's axis: "12 mai", "12 May". */
export function formatDayMonth(value: string | Date, locale: Locale): string {
  const d = onShopWalls(value);
  return new Intl.DateTimeFormat(numberLocale[locale], { day: 'numeric', month: 'short', numberingSystem: 'latn', timeZone: 'UTC' }).format(d);
}

/** The text in the wanted language, falling back to French; plain strings pass through. */
export function localized(value: Localized | string | null | undefined, locale: Locale): string {
  if (!value) return '';
  if (typeof value === 'string') return value;
  return value[locale] || value.fr || '';
}

/**
 * A Moroccan phone number in one readable form, "+212 6 77 88 99 00"; numbers are stored in E.164
 * (checked by the contracts' libphonenumber rules, kept out of the shell), a national spelling is
 * grouped too, and any other number is shown as written.
 */
export function formatPhone(phone: string): string {
  const canonical = phone.replace(/[\s.\-()]/g, '').replace(/^(?:00212|0)(?=[5-7])/, '+212');
  const m = /^\+212([5-7])(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(canonical);
  return m ? `+212 ${m.slice(1).join(' ')}` : phone.trim();
}

/** A delivery slot, "09:00–13:00", kept left to right in an Arabic line. */
export const formatSlot = (slot: string) => `\u2066${slot.replace('-', '–')}\u2069`;

/** A delivery date with its slot, "5 juin 2030 · 09:00–13:00". */
export function formatDeliveryDate(date: string, slot: string | null | undefined, locale: Locale): string {
  const day = formatDate(date, locale);
  return slot ? `${day} · ${formatSlot(slot)}` : day;
}
