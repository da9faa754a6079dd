import { useTranslation } from 'react-i18next';
import { PackagePlus } from 'lucide-react';
import { EXTRA_QUANTITY_MAX, type OfferedExtra } from '@contracts/extras';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatMoney, localized } from '@/lib/format';
import type { ChosenExtra } from '@/features/checkout/hooks/use-chosen-extras';

/** The extras offered in the recipient's city, to tick and count; nothing shows where none are offered. */
export function ExtrasPicker({ offered, chosen, onChange, disabled }: { offered: OfferedExtra[]; chosen: ChosenExtra[]; onChange: (extraId: string, quantity: number) => void; disabled?: boolean }) {
  const { t } = useTranslation('extras');
  const locale = useLocale();
  if (offered.length === 0) return null;
  const quantityOf = (id: string) => chosen.find((c) => c.extraId === id)?.quantity ?? 0;
  return (
    <Card>
      <section aria-labelledby="extras-title">
        <CardHeader>
          <CardTitle id="extras-title" className="flex items-center gap-2">
            <PackagePlus className="h-5 w-5 text-primary-strong" aria-hidden="true" />
            {t('title')}
          </CardTitle>
          <p className="text-sm text-muted">{t('intro')}</p>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {offered.map((extra) => {
              const name = localized(extra.name, locale);
              const quantity = quantityOf(extra.id);
              const max = Math.min(extra.stock, EXTRA_QUANTITY_MAX);
              return (
                <li key={extra.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                  <label className="flex min-h-11 flex-1 items-center gap-3">
                    <input
                      type="checkbox"
                      className="h-5 w-5 shrink-0 accent-primary-strong"
                      checked={quantity > 0}
                      disabled={disabled}
                      onChange={(e) => onChange(extra.id, e.currentTarget.checked ? 1 : 0)}
                    />
                    <span className="min-w-0">
                      <bdi className="font-medium">{name}</bdi>
                      <span className="figures block text-sm text-muted">{t('each', { price: formatMoney(extra.price, locale) })}</span>
                    </span>
                  </label>
                  {quantity > 0 && max > 1 && (
                    <select
                      className="figures h-11 rounded-[var(--radius)] border border-border bg-background px-3"
                      value={quantity}
                      disabled={disabled}
                      aria-label={t('quantityOf', { name })}
                      onChange={(e) => onChange(extra.id, Number(e.currentTarget.value))}
                    >
                      {Array.from({ length: max }, (_, i) => (
                        <option key={i + 1} value={i + 1}>
                          {i + 1}
                        </option>
                      ))}
                    </select>
                  )}
                </li>
              );
            })}
          </ul>
        </CardContent>
      </section>
    </Card>
  );
}
