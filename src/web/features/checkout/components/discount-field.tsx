import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tag, X } from 'lucide-react';
import type { DiscountRefusal } from '@contracts/promotions';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { useLocale } from '@/i18n/locale';
import { formatMoney } from '@/lib/format';
import type { DiscountCodeState } from '@/features/checkout/hooks/use-discount-code';

/**
 * "Code promo": typed, applied with its button (or Enter), and checked by the server's quote. A code
 * refused shows why under the field; one applied can be taken off. Not a field of the checkout form:
 * Enter here applies the code and never places the order.
 */
export function DiscountField({ state, disabled, waitsForCity }: { state: DiscountCodeState; disabled: boolean; waitsForCity: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const id = useId();
  const [typed, setTyped] = useState('');
  const { applied, refusal } = state;
  const error = refusal
    ? t(`discount.refusals.${refusal.reason as DiscountRefusal}`, { code: refusal.code, amount: refusal.minOrder ? formatMoney(refusal.minOrder, locale) : '' })
    : undefined;
  const submit = () => {
    if (typed.trim()) state.apply(typed);
  };

  if (applied) {
    return (
      <div>
      <div className="flex items-center justify-between gap-3 rounded-[var(--radius)] bg-primary/10 px-3 py-2 text-sm">
        <p className="flex items-center gap-2">
          <Tag className="h-4 w-4 text-primary-strong" aria-hidden="true" />
          <span>{t('discount.applied', { code: applied })}</span>
        </p>
        <Button type="button" variant="ghost" size="sm" onClick={state.remove} disabled={disabled} aria-label={t('discount.removeLabel', { code: applied })}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('discount.remove')}
        </Button>
      </div>
      {waitsForCity && <p className="mt-1 text-xs text-muted">{t('discount.waitsForCity')}</p>}
      </div>
    );
  }
  return (
    <div>
      <Label htmlFor={id}>{t('discount.label')}</Label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          className="uppercase rtl:text-end"
          maxLength={40}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="button" variant="outline" onClick={submit} disabled={disabled || !typed.trim()}>
          {t('discount.apply')}
        </Button>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
