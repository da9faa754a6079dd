import { fromCentimes, toCentimes } from '../../domain/money.js';

/** The rate of the shop's delivery fee and of a gift without its own. */
export const DEFAULT_VAT_RATE = 20;

export interface PricedLine {
  name: string;
  /** Price paid per unit, VAT included (the shop's prices include VAT). */
  unitPrice: string;
  quantity: number;
  vatRate: number;
}

export interface InvoiceLine {
  name: string;
  quantity: number;
  vatRate: number;
  unitPriceHt: string;
  totalHt: string;
  vat: string;
  totalTtc: string;
}

export interface VatTotals {
  lines: InvoiceLine[];
  delivery: InvoiceLine | null;
  /** A promotion's discount, one line per VAT rate it came off, its amounts to subtract (absent before promotions). */
  discounts?: InvoiceLine[];
  vatByRate: { rate: number; base: string; vat: string }[];
  totalHt: string;
  totalVat: string;
  totalTtc: string;
}

/**
 * Splits prices that include VAT. The unit price excluding tax is rounded to the centime once; the
 * line's excluding-tax total is that times the quantity and its VAT is what is left of the price paid,
 * so every line, and so the invoice, adds up exactly to what the customer paid.
 */
export function splitLine(line: PricedLine): InvoiceLine {
  const unit = toCentimes(line.unitPrice);
  const unitHt = Math.round((unit * 100) / (100 + line.vatRate));
  const ttc = unit * line.quantity;
  const ht = unitHt * line.quantity;
  return {
    name: line.name,
    quantity: line.quantity,
    vatRate: line.vatRate,
    unitPriceHt: fromCentimes(unitHt),
    totalHt: fromCentimes(ht),
    vat: fromCentimes(ttc - ht),
    totalTtc: fromCentimes(ttc),
  };
}

/** What a promotion took off at one VAT rate (centimes, VAT included). */
export interface DiscountAtRate {
  vatRate: number;
  amount: number;
}

/**
 * The invoice's lines, its delivery fee (default rate), a promotion's discount per rate and totals per
 * rate and overall. The discount lowers each rate's base and VAT, split as a line is, so the totals
 * are what was paid: VAT is due on the price after discount.
 */
export function vatTotals(lines: PricedLine[], deliveryFee: string, discount: { name: string; atRates: DiscountAtRate[] } = { name: 'Remise', atRates: [] }): VatTotals {
  const split = lines.map(splitLine);
  const fee = toCentimes(deliveryFee);
  const delivery = fee > 0 ? splitLine({ name: 'Livraison', unitPrice: deliveryFee, quantity: 1, vatRate: DEFAULT_VAT_RATE }) : null;
  const discounts = discount.atRates
    .filter((d) => d.amount > 0)
    .sort((a, b) => b.vatRate - a.vatRate)
    .map((d) => splitLine({ name: discount.name, unitPrice: fromCentimes(d.amount), quantity: 1, vatRate: d.vatRate }));
  const all = delivery ? [...split, delivery] : split;
  const sum = (list: InvoiceLine[], key: 'totalHt' | 'vat' | 'totalTtc') => list.reduce((s, l) => s + toCentimes(l[key]), 0);
  const net = (key: 'totalHt' | 'vat' | 'totalTtc') => sum(all, key) - sum(discounts, key);
  const rates = [...new Set([...all, ...discounts].map((l) => l.vatRate))].sort((a, b) => b - a);
  return {
    lines: split,
    delivery,
    ...(discounts.length ? { discounts } : {}),
    vatByRate: rates.map((rate) => {
      const at = all.filter((l) => l.vatRate === rate);
      const off = discounts.filter((d) => d.vatRate === rate);
      return { rate, base: fromCentimes(sum(at, 'totalHt') - sum(off, 'totalHt')), vat: fromCentimes(sum(at, 'vat') - sum(off, 'vat')) };
    }),
    totalHt: fromCentimes(net('totalHt')),
    totalVat: fromCentimes(net('vat')),
    totalTtc: fromCentimes(net('totalTtc')),
  };
}
