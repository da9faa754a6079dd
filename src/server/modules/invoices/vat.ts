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

/** The invoice's lines, its delivery fee (default rate) and totals per rate and overall. */
export function vatTotals(lines: PricedLine[], deliveryFee: string): VatTotals {
  const split = lines.map(splitLine);
  const fee = toCentimes(deliveryFee);
  const delivery = fee > 0 ? splitLine({ name: 'Livraison', unitPrice: deliveryFee, quantity: 1, vatRate: DEFAULT_VAT_RATE }) : null;
  const all = delivery ? [...split, delivery] : split;
  const sum = (list: InvoiceLine[], key: 'totalHt' | 'vat' | 'totalTtc') => list.reduce((s, l) => s + toCentimes(l[key]), 0);
  const rates = [...new Set(all.map((l) => l.vatRate))].sort((a, b) => b - a);
  return {
    lines: split,
    delivery,
    vatByRate: rates.map((rate) => {
      const at = all.filter((l) => l.vatRate === rate);
      return { rate, base: fromCentimes(sum(at, 'totalHt')), vat: fromCentimes(sum(at, 'vat')) };
    }),
    totalHt: fromCentimes(sum(all, 'totalHt')),
    totalVat: fromCentimes(sum(all, 'vat')),
    totalTtc: fromCentimes(sum(all, 'totalTtc')),
  };
}
