import type { Locale } from '@contracts/common';

export type Trend = 'up' | 'down' | 'flat' | 'none';

const numberLocale: Record<Locale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-MA' };

/**
 * A 30-day change as a card shows it: "+12,5 %", "−8 %", "0 %"; null (nothing in the 30 days
 * before to compare with) reads "—" and the card says why.
 */
export function formatChange(change: number | null, locale: Locale): { trend: Trend; text: string } {
  if (change === null || !Number.isFinite(change)) return { trend: 'none', text: '—' };
  const text = new Intl.NumberFormat(numberLocale[locale], {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 1,
    numberingSystem: 'latn',
  }).format(change / 100);
  return { trend: change > 0 ? 'up' : change < 0 ? 'down' : 'flat', text };
}
