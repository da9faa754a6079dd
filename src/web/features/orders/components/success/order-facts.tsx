import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/locale';
import { formatDate, formatMoney } from '../../../../lib/format';

/** Number, amount and delivery estimate, side by side under the confirmation title. */
export function OrderFacts(props: { number: string | null; amount: string | null; deliveryDate: string | null; express: boolean }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const estimate = props.deliveryDate
    ? formatDate(props.deliveryDate, locale)
    : props.express
      ? t('success.estimateExpress')
      : t('success.estimateDefault');
  const facts = [
    props.number ? { label: t('success.orderNumber'), value: props.number, ltr: true } : null,
    props.amount ? { label: t('success.amount'), value: formatMoney(props.amount, locale) } : null,
    { label: t('success.estimate'), value: estimate },
  ].filter((f) => f !== null);
  return (
    <dl className="mx-auto mt-8 grid max-w-2xl gap-3 sm:grid-flow-col sm:auto-cols-fr">
      {facts.map((f) => (
        <div key={f.label} className="rounded-[var(--radius)] bg-secondary/60 px-4 py-3">
          <dt className="text-xs font-medium tracking-wide text-muted uppercase">{f.label}</dt>
          <dd dir={f.ltr ? 'ltr' : undefined} className="mt-1 font-heading text-lg font-semibold">
            {f.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
