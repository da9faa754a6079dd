import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { useSettings } from '@/lib/site-queries';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { CopyButton } from './copy-button';
import { PaymentPanel } from './payment-panel';

interface Props {
  reference: string;
  amount: string;
  /** The order's expiresAt: unpaid by then, it is cancelled (the bank_transfer_expiry_days setting). */
  payBy: string | null;
  headingLevel?: 2 | 3;
}

/** Everything needed to make the transfer, each value with its own copy button, and the date by which to pay. */
export function BankDetails({ reference, amount, payBy, headingLevel = 2 }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { data: s } = useSettings();
  const rows = [
    { label: t('bank.beneficiary'), value: s?.bank_beneficiary ?? '' },
    { label: t('bank.bank'), value: s?.bank_name ?? '' },
    { label: t('bank.iban'), value: s?.bank_iban ?? '', mono: true },
    { label: t('bank.bic'), value: s?.bank_bic ?? '', mono: true },
    { label: t('bank.reference'), value: reference, mono: true, strong: true },
    { label: t('bank.amount'), value: formatMoney(amount, locale), copy: amount, strong: true },
  ].filter((r) => r.value);
  return (
    <PaymentPanel
      id="bank-title"
      icon={Landmark}
      title={t('bank.title')}
      intro={t('bank.intro')}
      deadline={payBy ? t('bank.deadline', { date: formatDate(payBy, locale, true) }) : undefined}
      headingLevel={headingLevel}
    >
      <dl className="mt-4 divide-y divide-border rounded-[var(--radius)] bg-card">
        {rows.map((r) => (
          <div key={r.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 px-4 py-2.5">
            <dt className="text-xs font-medium tracking-wide text-muted uppercase">{r.label}</dt>
            <dd
              dir={r.mono ? 'ltr' : 'auto'}
              className={`col-start-1 break-words text-left rtl:text-right ${r.mono ? 'font-mono' : ''} ${r.strong ? 'figures font-semibold' : ''}`}
            >
              {r.value}
            </dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              <CopyButton value={r.copy ?? r.value} label={r.label} />
            </dd>
          </div>
        ))}
      </dl>
    </PaymentPanel>
  );
}
