import { useTranslation } from 'react-i18next';
import { AlertCircle, Gift, ShoppingBag } from 'lucide-react';
import type { Quote } from '../../../../contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../i18n/locale';
import { errorMessage } from '../../../lib/api';
import { formatMoney } from '../../../lib/format';
import type { CartState } from '../../../stores/cart';

export interface QuoteState {
  quote: Quote | undefined;
  updating: boolean;
  error: unknown;
  retry: () => void;
}

/** Items and the amounts the server will charge; the delivery line waits for a city. */
export function OrderSummary({ cart, quoteState, hasCity }: { cart: CartState; quoteState: QuoteState; hasCity: boolean }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const money = (v: string | number) => formatMoney(v, locale);
  const { quote, updating, error } = quoteState;
  const lineTotal = (giftId: string, fallback: number) => quote?.lines.find((l) => l.giftId === giftId)?.lineTotal ?? fallback;
  const delivery = !hasCity ? t('summary.chooseCity') : !quote ? '…' : Number(quote.deliveryFee) === 0 ? t('summary.free') : money(quote.deliveryFee);
  const total = hasCity && quote ? quote.total : (quote?.subtotal ?? cart.total);
  const toFree = quote && Number(quote.deliveryFee) > 0 && Number(quote.freeDeliveryThreshold) > 0;

  return (
    <Card>
      <section aria-labelledby="summary-title">
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle id="summary-title" className="flex items-center gap-2">
            <ShoppingBag className="h-5 w-5 text-primary-strong" aria-hidden="true" />
            {t('summary.title')}
          </CardTitle>
          <span className="text-sm text-muted">{t('summary.items', { count: cart.itemCount })}</span>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {cart.items.map((item) => (
              <li key={item.giftId} className="flex items-center gap-3 py-3">
                <span className="flex h-14 w-14 shrink-0 items-center justify-center overflow-hidden rounded-[var(--radius)] bg-secondary">
                  {item.image ? (
                    <img src={item.image} alt="" className="h-full w-full object-cover" loading="lazy" />
                  ) : (
                    <Gift className="h-6 w-6 text-primary-strong" aria-hidden="true" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate text-left font-medium rtl:text-right">
                    {item.name}
                  </span>
                  <span className="text-sm text-muted">{t('summary.quantity', { count: item.quantity })}</span>
                </span>
                <span className="font-medium whitespace-nowrap">{money(lineTotal(item.giftId, item.price * item.quantity))}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-2 border-t border-border pt-4 text-sm">
            <Row label={t('summary.subtotal')} value={money(quote?.subtotal ?? cart.total)} />
            <Row label={t('summary.delivery')} value={delivery} highlight={quote && hasCity && Number(quote.deliveryFee) === 0} />
            {quote && Number(quote.expressFee) > 0 && <Row label={t('summary.express')} value={money(quote.expressFee)} />}
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3 text-lg font-semibold">
              <dt>{t('summary.total')}</dt>
              <dd aria-live="polite" className="font-heading text-2xl">
                {money(total)}
              </dd>
            </div>
          </dl>
          <p aria-live="polite" className="mt-2 min-h-5 text-xs text-muted">
            {updating ? t('summary.updating') : toFree ? t('summary.freeFrom', { amount: money(quote.freeDeliveryThreshold) }) : ''}
          </p>
          {quote && !quote.deliverable && <Problem text={t('summary.undeliverable')} />}
          {Boolean(error) && hasCity && (
            <Problem text={errorMessage(error, t('summary.quoteError'))}>
              <Button variant="link" size="sm" onClick={quoteState.retry}>
                {t('summary.retry')}
              </Button>
            </Problem>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function Row({ label, value, highlight }: { label: string; value: string; highlight?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd className={highlight ? 'font-semibold text-success' : 'font-medium'}>{value}</dd>
    </div>
  );
}

function Problem({ text, children }: { text: string; children?: React.ReactNode }) {
  return (
    <div role="alert" className="mt-3 flex items-start gap-2 rounded-[var(--radius)] bg-red-50 p-3 text-sm text-red-900">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        <p>{text}</p>
        {children}
      </div>
    </div>
  );
}
