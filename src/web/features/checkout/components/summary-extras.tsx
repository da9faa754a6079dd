import { useTranslation } from 'react-i18next';
import type { OfferedExtra } from '@contracts/extras';
import type { Quote } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { formatMoney, localized } from '@/lib/format';

/** The extras the quote priced, as lines of the checkout's summary. */
export function SummaryExtras({ quote, offered }: { quote: Quote | undefined; offered: OfferedExtra[] }) {
  const { t } = useTranslation('extras');
  const locale = useLocale();
  const lines = quote?.extras ?? [];
  if (lines.length === 0) return null;
  return (
    <ul className="divide-y divide-border border-t border-border" aria-label={t('summaryLabel')}>
      {lines.map((line) => {
        const extra = offered.find((e) => e.id === line.extraId);
        return (
          <li key={line.extraId} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <bdi>{extra ? localized(extra.name, locale) : t('extra')}</bdi> <span className="figures text-muted">× {line.quantity}</span>
            </span>
            <bdi className="figures whitespace-nowrap font-medium">{formatMoney(line.lineTotal, locale)}</bdi>
          </li>
        );
      })}
    </ul>
  );
}
