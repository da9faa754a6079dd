import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FOREIGN_CURRENCIES } from '@contracts/currency-codes';
import type { CurrencyRate } from '@contracts/currencies';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { LoadFailed } from '@/components/admin/load-failed';
import { useErrorText } from '@/lib/errors';
import { formatDate, formatPrice } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { useRates, useRemoveRate, useSaveRate } from '@/features/admin-currencies/api/rates';

type Foreign = (typeof FOREIGN_CURRENCIES)[number];

/** One currency: its rate (dirhams for one unit), when it was set, and what a 500 DH gift reads in it. */
function RateRow({ code, current }: { code: Foreign; current: CurrencyRate | undefined }) {
  const { t } = useTranslation('admin-currencies');
  const locale = useLocale();
  const errorText = useErrorText();
  const save = useSaveRate();
  const remove = useRemoveRate();
  const [rate, setRate] = useState(current ? String(current.rate) : '');
  const [issue, setIssue] = useState('');
  const field = useId();
  const failed = (err: unknown) => {
    const text = errorText(err, t('saveError'));
    setIssue(text);
    toast({ variant: 'destructive', title: t('saveError'), description: text });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setIssue('');
    save.mutate({ code, rate: rate.replace(',', '.') }, { onSuccess: () => toast({ variant: 'success', title: t('saved', { code }) }), onError: failed });
  };
  return (
    <li className="py-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <Label htmlFor={field}>{t('rateLabel', { code })}</Label>
          <Input
            id={field}
            inputMode="decimal"
            value={rate}
            onChange={(e) => setRate(e.currentTarget.value)}
            aria-invalid={issue ? true : undefined}
            aria-describedby={`${field}-hint`}
            className="figures mt-1"
          />
        </div>
        <Button type="submit" disabled={save.isPending || !rate.trim()}>
          {t('save')}
        </Button>
        {current && (
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => remove.mutate(code, { onSuccess: () => setRate(''), onError: failed })}>
            {t('remove')}
          </Button>
        )}
      </form>
      <p id={`${field}-hint`} className="mt-2 text-sm text-muted">
        {issue ? (
          <span className="text-destructive">{issue}</span>
        ) : current?.updatedAt ? (
          t('offered', { date: formatDate(current.updatedAt, locale, true), example: formatPrice(500, locale, current) })
        ) : (
          t('notOffered')
        )}
      </p>
    </li>
  );
}

/** The currencies visitors abroad may read prices in; every order is still charged in dirhams. */
export function CurrencyRates() {
  const { t } = useTranslation('admin-currencies');
  const rates = useRates();
  if (rates.isPending) return <Spinner label={t('loading')} />;
  if (rates.isError) return <LoadFailed message={t('loadError')} onRetry={() => void rates.refetch()} />;
  return (
    <Card className="p-4 sm:p-6">
      <ul className="divide-y divide-border">
        {FOREIGN_CURRENCIES.map((code) => (
          <RateRow key={`${code}-${rates.data.find((r) => r.code === code)?.updatedAt ?? ''}`} code={code} current={rates.data.find((r) => r.code === code)} />
        ))}
      </ul>
    </Card>
  );
}
