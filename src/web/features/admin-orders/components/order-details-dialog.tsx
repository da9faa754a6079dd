import type { ReactNode } from 'react';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminOrder } from '@contracts/admin-orders';
import { InvoiceReadinessBanner } from '@/components/admin/invoice-readiness-banner';
import { OrderStatusBadge, PaymentStatusBadge } from '@/components/admin/status-badges';
import { OrderDocuments } from '@/components/orders/order-documents';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { NoteForm } from './note-form';
import { OrderHistory } from './order-history';
import { OrderItems } from './order-items';
import { OrderPeople } from './order-people';

/** Everything about one order, with its history, in a dialog; `extra` adds other features' sections (the delivery). */
export function OrderDetailsDialog({
  order,
  onOpenChange,
  extra,
}: {
  order: AdminOrder | null;
  onOpenChange: (open: boolean) => void;
  extra?: (order: AdminOrder) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  return (
    <Dialog
      open={order !== null}
      onOpenChange={onOpenChange}
      size="lg"
      closeLabel={t('close')}
      title={order ? t('orders.detailsTitle', { number: order.orderNumber }) : ''}
      description={order ? t('orders.placedOn', { date: formatDate(order.createdAt, locale, true) }) : undefined}
    >
      {order && (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} />
            <span className="text-sm text-muted">
              {t(`paymentMethod.${order.paymentMethod}`)}
              {order.bankTransferReference && (
                <>
                  {' · '}
                  <bdi dir="ltr">{order.bankTransferReference}</bdi>
                </>
              )}
            </span>
          </div>
          <section>
            <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-muted">{t('orders.people')}</h3>
            <OrderPeople order={order} fullMessage />
          </section>
          <section>
            <h3 className="mb-2 font-sans text-sm font-semibold uppercase tracking-wide text-muted">{t('orders.items')}</h3>
            <OrderItems order={order} />
          </section>
          {extra?.(order)}
          <section>
            <h3 className="mb-3 font-sans text-sm font-semibold uppercase tracking-wide text-muted">{t('history.title')}</h3>
            <OrderHistory events={order.events} />
            <div className="mt-4">
              <NoteForm orderId={order.id} />
            </div>
          </section>
          {/* Before the invoice is issued, while it would still print without the seller's identifiers. */}
          {order.documents.invoice === null && <InvoiceReadinessBanner />}
          <div className="flex flex-wrap gap-2">
            <Link href={`/admin/orders/${order.id}/payment`} className={buttonClass('outline', 'sm')}>
              <CreditCard className="h-4 w-4" aria-hidden="true" />
              {t('orders.editPayment')}
            </Link>
            <OrderDocuments
              orderId={order.id}
              documents={order.documents}
              labels={{ invoice: (number) => t('orders.invoice', { number }), creditNote: (number) => t('orders.creditNote', { number }), partialCreditNote: (number) => t('orders.partialCreditNote', { number }) }}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
