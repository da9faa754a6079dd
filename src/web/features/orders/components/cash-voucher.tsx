import { useTranslation } from 'react-i18next';
import { Banknote, Clock } from 'lucide-react';
import type { CashVoucher } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { CopyButton } from './copy-button';

/** The cash payment code, its amount and deadline, and how to pay it at a Wafacash agency. */
export function CashVoucherDetails({ voucher, headingLevel = 2 }: { voucher: CashVoucher; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const steps = [t('cash.steps.agency'), t('cash.steps.code'), t('cash.steps.pay')];
  return (
    <section aria-labelledby="cash-title" className="rounded-[calc(var(--radius)*2)] border border-primary/50 bg-secondary/50 p-5">
      <Heading id="cash-title" className="flex items-center gap-2 text-lg font-semibold">
        <Banknote className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {t('cash.title')}
      </Heading>
      <p className="mt-1 text-sm text-muted">{t('cash.intro')}</p>
      <p className="mt-3 flex items-start gap-2 rounded-[var(--radius)] bg-amber-50 p-3 text-sm font-medium text-amber-950">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {t('cash.deadline', { date: formatDate(voucher.expiresAt, locale, true) })}
      </p>
      <dl className="mt-4 divide-y divide-border rounded-[var(--radius)] bg-card">
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t('cash.code')}</dt>
          {/* In groups of four, as read out at the counter; the copy button copies the digits alone. */}
          <dd dir="ltr" data-testid="cash-code" className="col-start-1 font-mono text-xl font-semibold tracking-wider text-left sm:text-2xl rtl:text-right">
            {voucher.code.replace(/(\d{4})(?=\d)/g, '$1 ')}
          </dd>
          <dd className="col-start-2 row-span-2 row-start-1">
            <CopyButton value={voucher.code} label={t('cash.code')} />
          </dd>
        </div>
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-2.5">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{t('cash.amount')}</dt>
          <dd className="figures col-start-1 font-semibold">{formatMoney(voucher.amount, locale)}</dd>
        </div>
      </dl>
      <ol className="mt-4 list-decimal space-y-1.5 ps-5 text-sm">
        {steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
    </section>
  );
}
