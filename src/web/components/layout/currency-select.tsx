import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitorCurrency } from '@contracts/currency-codes';
import { useVisitorCurrency } from '@/hooks/use-price';
import { chooseCurrency } from '@/lib/currency-choice';
import { cn } from '@/lib/cn';
import { PillSelect } from './pill-select';

/** The currency prices are shown in, beside the language; absent while the shop offers dirhams alone. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { offered, current } = useVisitorCurrency();
  if (offered.length < 2) return null;
  return (
    <PillSelect
      label={t('currency.label')}
      icon={Coins}
      value={current?.code ?? 'MAD'}
      options={offered.map((c) => ({ value: c.code, text: t(`currency.${c.code}`) }))}
      onChange={(code: VisitorCurrency) => chooseCurrency(code)}
      className={className}
    />
  );
}

/** The same choice as buttons under their heading, for the phone menu. */
export function CurrencyMenuSection() {
  const { t } = useTranslation();
  const { offered, current } = useVisitorCurrency();
  if (offered.length < 2) return null;
  const selected = current?.code ?? 'MAD';
  return (
    <section aria-labelledby="menu-currency">
      <h3 id="menu-currency" className="mb-3 font-sans text-sm font-semibold uppercase tracking-wider text-muted">
        {t('currency.label')}
      </h3>
      <div role="group" aria-label={t('currency.label')} className="flex gap-2">
      {offered.map((c) => (
        <button
          key={c.code}
          type="button"
          aria-pressed={selected === c.code}
          onClick={() => chooseCurrency(c.code)}
          className={cn(
            'h-11 flex-1 cursor-pointer rounded-full border text-sm font-semibold transition',
            selected === c.code ? 'border-primary bg-primary text-on-primary' : 'border-border bg-card hover:bg-secondary/70',
          )}
        >
            {t(`currency.${c.code}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
