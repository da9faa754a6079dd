import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Ban, Banknote, CheckCircle2, CircleAlert, Home, Landmark, PackageSearch, PartyPopper, ShoppingBag } from 'lucide-react';
import type { Order } from '@contracts/orders';
import { Button, buttonClass } from '@/components/ui/button';
import { confirmationKind, numberFromIntent, type SuccessParams } from '@/features/orders/utils/success-params';
import { BankDetails } from '@/features/orders/components/bank-details';
import { CashVoucherDetails } from '@/features/orders/components/cash-voucher';
import { NextSteps } from './next-steps';
import { OrderFacts } from './order-facts';

/** What the customer reads once the order is placed, paid or awaiting its transfer. */
export function Confirmation(props: { order: Order | undefined; params: SuccessParams; celebrate: boolean; onCelebrate: () => void }) {
  const { t } = useTranslation('orders');
  const { params } = props;
  const o = props.order;
  const kind = confirmationKind(o, params);
  // Not a digital gift: the recipient is asked for the address, and the order says so.
  const asked = o?.awaitingRecipientAddress ? { name: o.recipientName, phone: o.recipientPhone, linkDays: o.recipientClaim?.linkDays ?? 0 } : undefined;
  const digital = o ? o.recipientCity === null && !asked : false;
  const Icon = kind === 'transfer' ? Landmark : kind === 'cash' ? Banknote : kind === 'failed' ? CircleAlert : kind === 'cancelled' ? Ban : CheckCircle2;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <div className="rounded-[calc(var(--radius)*2)] border border-border bg-card px-5 py-10 text-center shadow-[var(--shadow-card)] sm:px-10">
        <span className="mx-auto mb-5 flex h-20 w-20 items-center justify-center rounded-full bg-primary/25 text-primary-strong ring-8 ring-primary/10">
          <Icon className="h-10 w-10" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-semibold text-balance sm:text-4xl">{t(`success.${kind}Title`)}</h1>
        <p className="mx-auto mt-3 max-w-xl text-muted text-pretty">{t(`success.${kind}Text`)}</p>
        {o?.senderEmail && kind !== 'cancelled' && <p className="mx-auto mt-2 max-w-xl text-sm text-muted">{t('success.emailSent', { email: o.senderEmail })}</p>}
        <OrderFacts
          number={o?.orderNumber ?? numberFromIntent(params.paymentIntent)}
          // A cancelled order shows no amount to pay and no delivery to wait for.
          amount={kind === 'cancelled' ? null : (o?.totalAmount ?? null)}
          deliveryDate={o?.deliveryDate ?? null}
          express={o?.express ?? false}
          digital={digital}
          askedRecipient={asked !== undefined}
          estimate={kind !== 'cancelled'}
        />
      </div>

      {kind === 'transfer' && o && <BankDetails reference={o.bankTransferReference ?? o.orderNumber} amount={o.totalAmount} payBy={o.expiresAt} />}

      {kind === 'cash' && o?.cashVoucher && <CashVoucherDetails voucher={o.cashVoucher} />}

      {kind !== 'cancelled' && <NextSteps digital={digital} asked={asked} />}

      <div className="flex flex-col flex-wrap justify-center gap-3 sm:flex-row">
        {o && (
          <Link href={`/orders/${o.id}`} className={buttonClass('primary')}>
            <PackageSearch className="h-4 w-4" aria-hidden="true" />
            {t('success.follow')}
          </Link>
        )}
        <Link href="/catalog" className={buttonClass('outline')}>
          <ShoppingBag className="h-4 w-4" aria-hidden="true" />
          {t('success.catalog')}
        </Link>
        <Link href="/" className={buttonClass('ghost')}>
          <Home className="h-4 w-4" aria-hidden="true" />
          {t('success.home')}
        </Link>
        {props.celebrate && (
          <Button variant="ghost" onClick={props.onCelebrate}>
            <PartyPopper className="h-4 w-4 text-primary-strong" aria-hidden="true" />
            {t('success.celebrate')}
          </Button>
        )}
      </div>
    </div>
  );
}
