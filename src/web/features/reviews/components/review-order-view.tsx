import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Order } from '@contracts/orders';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatMoney } from '@/lib/format';
import { useOrderReview } from '@/features/reviews/api/get-order-review';
import { ReviewForm } from './review-form';

/**
 * The review page once the order is loaded: its summary, then the form, or the reason there is
 * none ('Évaluation déjà envoyée', an order not delivered yet).
 */
export function ReviewOrderView({ order, statusBadge }: { order: Order; statusBadge: ReactNode }) {
  const { t } = useTranslation('reviews');
  const locale = useLocale();
  const existing = useOrderReview(order.id);

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-2 text-muted">{t('intro')}</p>
      </header>
      <Card className="p-5">
        <h2 className="text-lg font-semibold">{t('summary.title')}</h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <Item term={t('summary.number')}>
            <span dir="ltr">{order.orderNumber}</span>
          </Item>
          <Item term={t('summary.recipient')}>{order.recipientName}</Item>
          <Item term={t('summary.amount')}>{formatMoney(order.totalAmount, locale, { currency: 'MAD' })}</Item>
          <Item term={t('summary.deliveryDate')}>{order.deliveryDate ? formatDate(order.deliveryDate, locale) : t('summary.noDate')}</Item>
          <Item term={t('summary.status')}>{statusBadge}</Item>
        </dl>
      </Card>
      {existing.isPending ? (
        <Spinner label={t('loading')} />
      ) : existing.data ? (
        <Notice title={t('already.title')} text={t('already.text')} />
      ) : order.status !== 'delivered' ? (
        <Notice title={t('notDelivered.title')} text={t('notDelivered.text')} />
      ) : (
        <Card className="p-5 sm:p-6">
          <ReviewForm orderId={order.id} />
        </Card>
      )}
    </div>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="mt-0.5 font-medium break-words">{children}</dd>
    </div>
  );
}

/** A message with the way back to the orders: 'Commande non trouvée', 'Évaluation déjà envoyée'… */
export function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('reviews');
  return (
    <Card className="p-6 text-center" role="status">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{text}</p>
      <Link href="/orders" className={`${buttonClass('primary')} mt-5`}>
        {t('back')}
      </Link>
    </Card>
  );
}
