import { useTranslation } from 'react-i18next';
import { Banknote } from 'lucide-react';
import type { CashVoucher } from '@contracts/orders';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { CopyButton } from './copy-button';
import { PaymentPanel } from './payment-panel';

/** The cash payment code, its amount and deadline, and how to pay it at a Wafacash agency. */
export function CashVoucherDetails({ voucher, headingLevel = 2 }: { voucher: CashVoucher; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const steps = [t('cash.steps.agency'), t('cash.steps.code'), t('cash.steps.pay')];
  return (
    <PaymentPanel
      id="cash-title"
      icon={Banknote}
      title={t('cash.title')}
      intro={t('cash.intro')}
      deadline={t('cash.deadline', { date: formatDate(voucher.expiresAt, locale, true) })}
      headingLevel={headingLevel}
    >
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
    </PaymentPanel>
  );
}
