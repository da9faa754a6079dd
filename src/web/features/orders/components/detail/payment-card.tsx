import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, Banknote, Clock, CreditCard, Landmark, RefreshCw } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { handleSessionExpired } from '@/lib/session-expired';
import { useVerifyPayment } from '@/features/orders/api/verify-payment';
import { nothingDue } from '@/features/orders/utils/success-params';
import { BankDetails } from '@/features/orders/components/bank-details';
import { CashVoucherDetails } from '@/features/orders/components/cash-voucher';
import { PaymentStatusBadge } from '@/features/orders/components/status-badges';
import { OrderDocuments } from '@/components/orders/order-documents';
import { InfoList } from './info-list';

/** How the order is paid, how far the payment got, and what to do when it has not gone through. */
export function PaymentCard({ order, payNow }: { order: Order; payNow?: (order: Order) => ReactNode }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const locale = useLocale();
  const verify = useVerifyPayment();
  const can = order.actions;
  const card = order.paymentMethod === 'stripe';
  // A cancelled order never paid owes nothing: no transfer details, no failure to explain.
  const owesNothing = nothingDue(order);
  const cash = order.paymentMethod === 'cash_voucher';
  const awaiting = !card && !owesNothing && (order.paymentStatus === 'awaiting_transfer' || order.paymentStatus === 'pending');
  const awaitingTransfer = awaiting && !cash;
  const MethodIcon = card ? CreditCard : cash ? Banknote : Landmark;

  const check = () =>
    verify.mutate(order.id, {
      onSuccess: (r) =>
        toast({
          title: r.status === 'completed' ? t('detail.paymentConfirmed') : t('detail.statusChecked'),
          description: r.message,
          variant: r.status === 'failed' ? 'destructive' : r.status === 'completed' ? 'success' : 'default',
        }),
      onError: (err) => {
        if (handleSessionExpired(err)) return;
        toast({ title: t('common.error'), description: errorText(err, t('detail.verifyError')), variant: 'destructive' });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MethodIcon className="h-5 w-5 text-primary-strong" aria-hidden="true" />
          {t('detail.payment')}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <InfoList
          rows={[
            { label: t('detail.method'), value: t(`paymentMethod.${order.paymentMethod}`) },
            { label: t('detail.paymentStatus'), value: <PaymentStatusBadge status={order.paymentStatus} orderStatus={order.status} /> },
            order.bankTransferReference && !owesNothing
              ? { label: t('detail.reference'), value: <span dir="ltr" className="font-mono font-semibold">{order.bankTransferReference}</span> }
              : null,
          ]}
        />
        {owesNothing && <p className="rounded-[var(--radius)] bg-secondary/60 p-3 text-sm">{t('detail.nothingDue')}</p>}
        {!owesNothing && order.paymentStatus === 'failed' && (order.paymentFailureReason || order.paymentFailureCode) && (
          <div role="status" className="flex gap-3 rounded-[var(--radius)] border border-danger/40 bg-red-50 p-3 text-sm text-red-900">
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">{t('detail.failureTitle')}</p>
              {order.paymentFailureReason && <p>{order.paymentFailureReason}</p>}
              {order.paymentFailureCode && <p className="font-mono text-xs">{t('detail.failureCode', { code: order.paymentFailureCode })}</p>}
            </div>
          </div>
        )}
        {can.payNow && order.expiresAt && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {t('detail.expiresAt', { date: formatDate(order.expiresAt, locale, true) })}
          </p>
        )}
        {awaitingTransfer && (
          <>
            <p className="rounded-[var(--radius)] bg-amber-50 p-3 text-sm text-amber-950">{t('detail.transferPending')}</p>
            <BankDetails reference={order.bankTransferReference ?? order.orderNumber} amount={order.totalAmount} payBy={order.expiresAt} headingLevel={3} />
          </>
        )}
        {awaiting && cash && order.cashVoucher && <CashVoucherDetails voucher={order.cashVoucher} headingLevel={3} />}
        {can.verifyPayment && (
          <Button variant="outline" className="w-full" onClick={check} disabled={verify.isPending} aria-busy={verify.isPending}>
            <RefreshCw className={verify.isPending ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden="true" />
            {verify.isPending ? t('detail.verifying') : t('detail.verify')}
          </Button>
        )}
        <OrderDocuments
          orderId={order.id}
          documents={order.documents}
          labels={{ invoice: (number) => t('detail.invoice', { number }), creditNote: (number) => t('detail.creditNote', { number }), partialCreditNote: (number) => t('detail.partialCreditNote', { number }) }}
        />
        {can.payNow && payNow?.(order)}
      </CardContent>
    </Card>
  );
}
