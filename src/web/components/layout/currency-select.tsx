import { useId } from 'react';
import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VisitorCurrency } from '@contracts/currency-codes';
import { useVisitorCurrency } from '@/hooks/use-price';
import { chooseCurrency } from '@/lib/currency-choice';
import { cn } from '@/lib/cn';

/** The currency prices are shown in, beside the language; absent while the shop offers dirhams alone. */
export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { offered, current } = useVisitorCurrency();
  if (offered.length < 2) return null;
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('currency.label')}
      </label>
      <Coins className="pointer-events-none absolute start-2.5 h-4 w-4 text-muted" aria-hidden="true" />
      <select
        id={id}
        value={current?.code ?? 'MAD'}
        onChange={(e) => chooseCurrency(e.target.value as VisitorCurrency)}
        className="h-10 cursor-pointer appearance-none rounded-full border border-border bg-card ps-8 pe-3 text-sm font-medium hover:border-primary-strong/50"
      >
        {offered.map((c) => (
          <option key={c.code} value={c.code}>
            {t(`currency.${c.code}`)}
          </option>
        ))}
      </select>
    </div>
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
