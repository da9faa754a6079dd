import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { InvoiceReadinessBanner } from '@/components/admin/invoice-readiness-banner';
import { Money } from '@/components/admin/money';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/admin/status-badges';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { useLocale } from '@/i18n/locale';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { handleSessionExpired } from '@/lib/session-expired';
import { useOrder } from '@/features/admin-orders/api/get-order';
import { useUpdateOrderPayment } from '@/features/admin-orders/api/update-order-payment';
import { toPaymentUpdate, type PaymentFormOutput } from '@/features/admin-orders/utils/payment-form';
import { PaymentForm } from './payment-form';

function BackLink() {
  const { t } = useTranslation('admin');
  return (
    <Link href="/admin/orders" className="mb-5 inline-flex items-center gap-2 rounded text-sm font-medium text-primary-strong hover:underline print:hidden">
      <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
      {t('payment.back')}
    </Link>
  );
}

/** The payment of one order (opened in its own tab from the order list): method, status, transfer reference. */
export function PaymentView({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const locale = useLocale();
  const order = useOrder(id);
  const save = useUpdateOrderPayment();
  useSessionExpiredOn(order.error);

  if (order.isPending) return <Spinner label={t('loading')} className="min-h-[40vh]" />;
  if (order.isError) {
    // A malformed id is refused (400) like an unknown one is (404): both mean there is no such order.
    const missing = order.error instanceof ApiError && [400, 404].includes(order.error.status);
    return (
      <>
        <BackLink />
        <div className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-8 text-center">
          <SearchX className="mx-auto h-10 w-10 text-muted" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">{missing ? t('payment.notFound') : t('loadError')}</h1>
          <Link href="/admin/orders" className={`${buttonClass('outline', 'md')} mt-6`}>
            {t('payment.back')}
          </Link>
        </div>
      </>
    );
  }

  const submit = async (values: PaymentFormOutput) => {
    await save.mutateAsync({ id, update: toPaymentUpdate(values) });
    toast({ title: t('payment.saved'), variant: 'success' });
  };
  const failed = (err: unknown) => {
    if (!handleSessionExpired(err)) toast({ title: errorText(err, t('payment.saveError')), variant: 'destructive' });
  };

  const o = order.data;
  return (
    <>
      <BackLink />
      <h1 className="text-2xl font-semibold sm:text-3xl">
        {t('payment.title')} <bdi dir="ltr">{o.orderNumber}</bdi>
      </h1>
      <p className="mt-1 text-muted">{t('orders.placedOn', { date: formatDate(o.createdAt, locale, true) })}</p>
      {o.paymentStatus !== 'completed' && <InvoiceReadinessBanner className="mt-6" />}
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <Card className="p-5">
          <h2 className="text-lg font-semibold">{t('payment.summary')}</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('orders.total')}</dt>
              <dd className="font-semibold">
                <Money amount={o.totalAmount} />
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('orders.recipient')}</dt>
              <dd>
                <bdi>{o.recipientName}</bdi>
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('orders.status')}</dt>
              <dd>
                <OrderStatusBadge status={o.status} />
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{t('payment.current')}</dt>
              <dd>
                <PaymentStatusBadge status={o.paymentStatus} />
              </dd>
            </div>
          </dl>
        </Card>
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-semibold">{t('payment.edit')}</h2>
          {/* Keyed by what was saved, so the form starts again from the order as it now stands. */}
          <PaymentForm key={`${o.paymentMethod}-${o.paymentStatus}-${o.bankTransferReference}`} order={o} pending={save.isPending} onSubmit={submit} onError={failed} />
        </Card>
      </div>
    </>
  );
}
