import { fromCentimes, toCentimes } from '../../domain/money.js';
import type { InvoiceSnapshot } from './snapshot.js';
import type { InvoiceLine, VatTotals } from './vat.js';

/**
 * What an invoice still holds once earlier credit notes are taken off: their lines are listed as taken off
 * ("Avoir AV-… déjà émis", as a discount is) and each rate's base and VAT and the totals are lowered by them. The
 * earlier notes never credit more than the order brought in, so nothing here goes below zero.
 */
export function lessCredited(original: VatTotals, earlier: InvoiceSnapshot[]): VatTotals {
  if (earlier.length === 0) return original;
  const off: InvoiceLine[] = earlier.flatMap((note) => note.lines.map((l) => ({ ...l, name: `Avoir ${note.number} déjà émis` })));
  const sum = (key: 'totalHt' | 'vat' | 'totalTtc', rate?: number) =>
    off.filter((l) => rate === undefined || l.vatRate === rate).reduce((s, l) => s + toCentimes(l[key]), 0);
  const less = (amount: string, centimes: number) => fromCentimes(Math.max(0, toCentimes(amount) - centimes));
  return {
    ...original,
    discounts: [...(original.discounts ?? []), ...off],
    vatByRate: original.vatByRate.map((r) => ({
      rate: r.rate,
      base: less(r.base, sum('totalHt', r.rate)),
      vat: less(r.vat, sum('vat', r.rate)),
    })),
    totalHt: less(original.totalHt, sum('totalHt')),
    totalVat: less(original.totalVat, sum('vat')),
    totalTtc: less(original.totalTtc, sum('totalTtc')),
  };
}
