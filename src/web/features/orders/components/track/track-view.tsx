import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AlertCircle, Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/errors';
import { useTracking } from '@/features/orders/api/track-order';
import { checkTrack, type TrackField } from '@/features/orders/utils/track-check';
import { TrackingResult } from './tracking-result';

type Field = TrackField;

/** Public tracking: order number and the recipient's phone, nothing else is needed or shown. */
export function TrackView() {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [values, setValues] = useState({ orderNumber: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [search, setSearch] = useState<{ orderNumber: string; phone: string } | null>(null);
  const tracking = useTracking(search);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const orderNumber = values.orderNumber.trim().toUpperCase();
    const phone = values.phone.trim();
    const problems = checkTrack(values);
    const found: Partial<Record<Field, string>> = {};
    for (const f of ['orderNumber', 'phone'] as const) {
      const problem = problems[f];
      if (problem) found[f] = t(`track.${problem}`);
    }
    setErrors(found);
    const first = (['orderNumber', 'phone'] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`track-${first}`)?.focus();
      return;
    }
    setSearch({ orderNumber, phone });
  };

  const field = (name: Field, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div className="min-w-0 flex-1">
      <Label htmlFor={`track-${name}`}>{label}</Label>
      <Input
        id={`track-${name}`}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `track-${name}-error` : undefined}
        aria-required
        dir="ltr"
        className="rtl:text-end"
        {...props}
      />
      <FieldError id={`track-${name}-error`}>{errors[name]}</FieldError>
    </div>
  );

  const status = tracking.error instanceof ApiError ? tracking.error.status : null;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('track.title')}</h1>
        <p className="mt-3 text-muted">{t('track.subtitle')}</p>
      </header>
      <Card className="p-5 sm:p-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 sm:flex-row sm:items-start">
          {field('orderNumber', t('track.orderNumber'), { placeholder: t('track.orderNumberPlaceholder'), autoCapitalize: 'characters', maxLength: 20 })}
          {field('phone', t('track.phone'), { placeholder: t('track.phonePlaceholder'), type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          <Button type="submit" className="sm:mt-7" disabled={tracking.isFetching} aria-busy={tracking.isFetching}>
            <Search className="h-4 w-4" aria-hidden="true" />
            {tracking.isFetching ? t('track.searching') : t('track.submit')}
          </Button>
        </form>
      </Card>
      {tracking.isError && (
        <p role="alert" className="flex items-start gap-2 rounded-[var(--radius)] bg-red-50 p-4 text-sm text-red-900">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {status === 404 ? t('track.notFound') : errorText(tracking.error, t('common.genericError'))}
        </p>
      )}
      {tracking.data && !tracking.isFetching && <TrackingResult tracking={tracking.data} />}
      <p className="text-center text-sm text-muted">
        <Link href="/orders" className="font-medium text-primary-strong underline-offset-4 hover:underline">
          {t('track.haveAccount')}
        </Link>
      </p>
    </div>
  );
}
