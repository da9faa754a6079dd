import { useImperativeHandle, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { CmiBadge, MastercardBadge, VisaBadge } from './card-badges';

/**
 * CMI takes the card on its own hosted page: nothing to fill here, only the logos and the 3-D Secure
 * wording the gateway asks merchants to show. The browser leaves with the signed form once the order exists.
 */
export function CmiNotice({ payerRef }: { payerRef: Ref<CardPayer | null> }) {
  const { t } = useTranslation('checkout');
  useImperativeHandle(payerRef, () => ({
    check: async () => true,
    // Never reached: a hosted page's intent is posted to the gateway by the caller.
    confirm: async () => ({ ok: false, message: t('payment.unavailable') }),
  }));
  return (
    <div className="space-y-3 rounded-[var(--radius)] border border-border bg-card p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="h-5 w-5 text-primary-strong" aria-hidden="true" />
        {t('payment.cmi.title')}
      </p>
      <ul className="flex flex-wrap items-center gap-2" aria-label={t('payment.cmi.logos')}>
        <li>
          <CmiBadge />
        </li>
        <li>
          <VisaBadge />
        </li>
        <li>
          <MastercardBadge />
        </li>
      </ul>
      <p className="text-muted">{t('payment.cmi.text')}</p>
      <p className="text-muted">{t('payment.cmi.secure')}</p>
    </div>
  );
}
