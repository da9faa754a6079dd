import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '@/features/catalog/utils/stock';

/** Quantity from 1 up to the stock when it is counted: − and + buttons around a number field. */
export function QuantitySelector({ value, stock, onChange }: { value: number; stock: number | null; onChange: (n: number) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  const max = stock ?? undefined;
  const button =
    'flex h-11 w-11 items-center justify-center text-foreground transition hover:bg-secondary disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
        {t('purchase.quantity')}
      </label>
      <div className="inline-flex items-center overflow-hidden rounded-full border border-border bg-card">
        <button
          type="button"
          className={button}
          aria-label={t('purchase.decrease')}
          aria-controls={id}
          disabled={value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(clampQuantity(e.target.valueAsNumber, stock))}
          className="h-11 w-14 border-x border-border bg-transparent text-center text-base font-semibold [appearance:textfield] focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-strong [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label={t('purchase.increase')}
          aria-controls={id}
          disabled={max !== undefined && value >= max}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
