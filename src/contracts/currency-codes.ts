import { currencies, type Currency } from './option-lists.js';

/**
 * What every order is charged in, and the currencies a visitor abroad may read prices in (no zod:
 * the storefront's frame reads these).
 */
export const SHOP_CURRENCY = 'MAD';
export const VISITOR_CURRENCIES = currencies;
export type VisitorCurrency = Currency;
/** The currencies the owner sets a rate for. */
export const FOREIGN_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type ForeignCurrency = (typeof FOREIGN_CURRENCIES)[number];

/** A dirham amount in another currency (`rate`: dirhams for one unit), rounded to ten cents as a shop prices. */
export const fromDirhams = (amount: string | number, rate: number) => Math.round((Number(amount) / rate) * 10) / 10;

export const isVisitorCurrency = (v: unknown): v is VisitorCurrency => (VISITOR_CURRENCIES as readonly unknown[]).includes(v);
