import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, ShoppingBag } from 'lucide-react';
import type { Quote } from '@contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { errorDetails, useErrorText } from '@/lib/errors';
import { formatDate, formatMoney, formatPrice } from '@/lib/format';
import { useVisitorCurrency } from '@/hooks/use-price';
import { overStock, type CartState } from '@/stores/cart';
import { stockShortages } from '@/features/checkout/utils/stock-shortage';
import type { DiscountCodeState } from '@/features/checkout/hooks/use-discount-code';
import { DiscountField } from './discount-field';
import { SummaryLine } from './summary-line';

export interface QuoteState {
  quote: Quote | undefined;
  updating: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Items and the amounts the server will charge; the delivery line waits for a city. Until an order
 * exists the customer can change each line here, which is how a line short of stock gets fixed.
 */
export function OrderSummary(props: { cart: CartState; quoteState: QuoteState; hasCity: boolean; locked: boolean; discountCode: DiscountCodeState; extras?: ReactNode }) {
  const { cart, quoteState, hasCity, locked, discountCode } = props;
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const money = (v: string | number) => formatMoney(v, locale);
  // Every order is charged in dirhams: a visitor reading another currency sees both, plainly.
  const foreign = useVisitorCurrency().current;
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
              <SummaryLine key={item.giftId} item={item} total={money(lineTotal(item.giftId, item.price * item.quantity))} locked={locked} />
            ))}
          </ul>
          {props.extras}
          <div className="mt-2 border-t border-border pt-4">
            <DiscountField state={discountCode} disabled={locked} waitsForCity={!hasCity} />
          </div>
          <dl className="figures mt-4 space-y-2 border-t border-border pt-4 text-sm">
            <Row label={t('summary.subtotal')} value={money(quote?.subtotal ?? cart.total)} />
            <Row label={t('summary.delivery')} value={delivery} highlight={quote && hasCity && Number(quote.deliveryFee) === 0} />
            {quote && Number(quote.expressFee) > 0 && <Row label={t('summary.express')} value={money(quote.expressFee)} />}
            {hasCity && quote && Number(quote.discountAmount) > 0 && (
              <Row
                label={quote.discountCode ? t('discount.lineCode', { code: quote.discountCode }) : quote.discountName ? t('discount.lineNamed', { name: quote.discountName }) : t('discount.line')}
                value={`\u2066−${money(quote.discountAmount)}\u2069`} highlight />
            )}
            <div className="flex items-baseline justify-between gap-4 border-t border-border pt-3 text-lg font-semibold">
              <dt>{t('summary.total')}</dt>
              <dd aria-live="polite" className="font-heading text-2xl">
                {money(total)}
              </dd>
            </div>
          </dl>
          {foreign?.updatedAt && (
            <p className="mt-1 text-end text-sm text-muted">
              {tCommon('currency.paidInDirhams', { amount: formatPrice(total, locale, foreign), date: formatDate(foreign.updatedAt, locale) })}
            </p>
          )}
          <p aria-live="polite" className="mt-2 min-h-5 text-xs text-muted">
            {updating ? t('summary.updating') : toFree ? t('summary.freeFrom', { amount: money(quote.freeDeliveryThreshold) }) : ''}
          </p>
          {quote && !quote.deliverable && <Problem text={t('summary.undeliverable')} />}
          {stockShortages(error) && cart.items.some(overStock) && hasCity ? (
            <Problem text={t('summary.stockProblem')} />
          ) : Boolean(error) && hasCity && !errorDetails(error, 'discount_invalid') && (
            <Problem text={errorText(error, t('summary.quoteError'))}>
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
