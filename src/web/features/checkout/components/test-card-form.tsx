import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Badge } from '@/components/ui/badge';
import { useDeclineText, useErrorText } from '@/lib/errors';
import { confirmTestPayment } from '@/features/checkout/api/confirm-test-payment';
import { formatCardNumber, formatCvc, formatExpiry } from '@/features/checkout/utils/card-format';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { checkTestCard, type CardField } from '@/features/checkout/utils/test-card-check';
import { Field } from '@/components/ui/form/field';

/** Card digits read left to right in every language, in a fixed-width face, with the digit keyboard. */
const cardDigits = { inputMode: 'numeric', dir: 'ltr', className: 'font-mono rtl:text-end' } as const;

const testCards = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'decline' },
] as const;

/** The built-in "Mode test" card form: no real money moves, the server plays the bank. */
export function TestCardForm({ payerRef, idPrefix = 'card' }: { payerRef: Ref<CardPayer | null>; idPrefix?: string }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const declineText = useDeclineText();
  const [values, setValues] = useState<Record<CardField, string>>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const fieldId = (f: CardField) => `${idPrefix}-${f}`;

  useImperativeHandle(payerRef, () => ({
    async check() {
      const problems = checkTestCard(values);
      const found: Partial<Record<CardField, string>> = {};
      for (const f of ['number', 'expiry', 'cvc'] as const) {
        const problem = problems[f];
        if (problem) found[f] = t(`payment.test.errors.${problem}`);
      }
      setErrors(found);
      const first = (['number', 'expiry', 'cvc'] as const).find((f) => found[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return !first;
    },
    async confirm(intent) {
      try {
        const r = await confirmTestPayment({
          paymentIntentId: intent.paymentIntentId,
          cardNumber: values.number,
          expiry: values.expiry,
          cvc: values.cvc,
        });
        return r.status === 'completed' ? { ok: true, paymentIntentId: intent.paymentIntentId } : { ok: false, message: declineText(r.code, r.message) };
      } catch (err) {
        return { ok: false, message: errorText(err, t('toast.genericError')) };
      }
    },
  }));

  const set = (f: CardField, format: (v: string) => string) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [f]: format(e.target.value) }));
    if (errors[f]) setErrors((x) => ({ ...x, [f]: undefined }));
  };

  return (
    <div className="space-y-4 rounded-[var(--radius)] border border-dashed border-primary-strong/50 bg-secondary/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">
          <FlaskConical className="h-3.5 w-3.5" aria-hidden="true" />
          {t('payment.test.badge')}
        </Badge>
        <p className="text-sm text-muted">{t('payment.test.notice')}</p>
      </div>
      <ul className="grid gap-1 text-sm">
        {testCards.map((c) => (
          <li key={c.number} className="flex flex-wrap gap-x-2">
            <span dir="ltr" className="font-mono font-semibold">
              {c.number}
            </span>
            <span className="text-muted">{t(`payment.test.${c.outcome}`)}</span>
          </li>
        ))}
      </ul>
      <Field id={fieldId('number')} label={t('payment.test.number')} error={errors.number} required>
        {(p) => (
          <Input
            {...p}
            value={values.number}
            onChange={set('number', formatCardNumber)}
            {...cardDigits}
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 [&>*]:min-w-0">
        <Field id={fieldId('expiry')} label={t('payment.test.expiry')} error={errors.expiry} required>
          {(p) => (
            <Input
              {...p}
              value={values.expiry}
              onChange={set('expiry', formatExpiry)}
              {...cardDigits}
              autoComplete="cc-exp"
              placeholder={t('payment.test.expiryPlaceholder')}
            />
          )}
        </Field>
        <Field id={fieldId('cvc')} label={t('payment.test.cvc')} error={errors.cvc} required>
          {(p) => (
            <Input
              {...p}
              value={values.cvc}
              onChange={set('cvc', formatCvc)}
              {...cardDigits}
              autoComplete="cc-csc"
              placeholder="123"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
