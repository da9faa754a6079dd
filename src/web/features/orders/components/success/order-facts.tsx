import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';

/** Number, amount and delivery estimate, side by side under the confirmation title. */
export function OrderFacts(props: {
  number: string | null;
  amount: string | null;
  deliveryDate: string | null;
  express: boolean;
  digital: boolean;
  /** The recipient gives the address, day and slot: they choose the date. */
  askedRecipient?: boolean;
  estimate?: boolean;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const estimate = props.deliveryDate
    ? formatDate(props.deliveryDate, locale)
    : props.askedRecipient
      ? t('awaitingAddress.date')
      : props.digital
      ? t('common.sendDefault')
      : props.express
        ? t('success.estimateExpress')
        : t('success.estimateDefault');
  const facts = [
    props.number ? { label: t('success.orderNumber'), value: props.number, ltr: true } : null,
    props.amount ? { label: t('success.amount'), value: formatMoney(props.amount, locale) } : null,
    props.estimate === false ? null : { label: t('success.estimate'), value: estimate },
  ].filter((f) => f !== null);
  return (
    <dl className="mx-auto mt-8 max-w-2xl divide-y divide-border rounded-[var(--radius)] bg-secondary/60 sm:grid sm:auto-cols-fr sm:grid-flow-col sm:gap-3 sm:divide-y-0 sm:bg-transparent">
      {facts.map((f) => (
        <div
          key={f.label}
          className="flex items-center justify-between gap-3 px-4 py-3 sm:block sm:rounded-[var(--radius)] sm:bg-secondary/60"
        >
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{f.label}</dt>
          <dd dir={f.ltr ? 'ltr' : undefined} className="figures font-heading text-lg font-semibold sm:mt-1">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
