import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/format';
import { usePrice } from '@/hooks/use-price';
import { useLocale } from '@/i18n/locale';
import { useExtrasOffered } from '@/features/catalog/api/get-extras';

/** What may go with a physical gift (a card, wrapping, chocolates…), chosen at the checkout once the city is known. */
export function GiftExtras() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const price = usePrice();
  const extras = useExtrasOffered(true).data ?? [];
  if (extras.length === 0) return null;
  return (
    <section aria-labelledby="gift-extras-title" className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-5">
      <h2 id="gift-extras-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles aria-hidden className="h-5 w-5 text-primary-strong" />
        {t('extras.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {extras.map((extra) => (
          <li key={extra.id} className="rounded-full border border-border bg-background px-3 py-1 text-sm">
            {localized(extra.name, locale)} <span className="figures text-muted">· {price(extra.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted">{t('extras.hint')}</p>
    </section>
  );
}
