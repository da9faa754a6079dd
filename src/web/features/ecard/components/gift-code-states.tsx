import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, MailOpen, Send, type LucideIcon } from 'lucide-react';
import type { SenderGiftCodeState } from '@contracts/gift-codes';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatDate, localized } from '@/lib/format';
import { useOrderGiftCodes } from '@/features/ecard/api/get-order-gift-codes';

const look: Record<SenderGiftCodeState, { icon: LucideIcon; tone: 'neutral' | 'info' | 'primary' | 'success' }> = {
  scheduled: { icon: Clock, tone: 'neutral' },
  sent: { icon: Send, tone: 'info' },
  opened: { icon: MailOpen, tone: 'primary' },
  used: { icon: CheckCircle2, tone: 'success' },
};

/** The sender's view of each e-gift of a paid order: when it leaves, then sent, opened, used. */
export function GiftCodeStates({ orderId }: { orderId: string }) {
  const { t } = useTranslation('ecard');
  const locale = useLocale();
  const codes = useOrderGiftCodes(orderId);
  if (!codes.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sender.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {codes.data.map((code) => {
            const { icon: Icon, tone } = look[code.state];
            const when = { scheduled: code.sendAt, sent: code.sendAt, opened: code.openedAt, used: code.redeemedAt }[code.state];
            return (
              <li key={code.id} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0" data-testid="gift-code-state">
                <div className="min-w-0">
                  <p className="font-medium">{localized(code.giftName, locale)}</p>
                  <p className="font-mono text-sm text-muted">
                    <bdi dir="ltr">{code.maskedCode}</bdi>
                  </p>
                </div>
                <div className="text-end">
                  <Badge tone={tone}>
                    <Icon className="h-3.5 w-3.5" aria-hidden="true" />
                    {t(`sender.state.${code.state}`)}
                  </Badge>
                  {when && <p className="mt-1 text-xs text-muted">{formatDate(when, locale, true)}</p>}
                </div>
              </li>
            );
          })}
        </ul>
        <p className="mt-3 text-xs text-muted">{t('sender.validity', { date: formatDate(codes.data[0]!.expiresAt, locale) })}</p>
      </CardContent>
    </Card>
  );
}
