import { useState } from 'react';
import { Ban, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GiftCodeCheck } from '@contracts/gift-codes';
import { Thumb } from '@/components/admin/thumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLocale } from '@/i18n/locale';
import { formatDate, localized } from '@/lib/format';

const tones = { valid: 'success', redeemed: 'danger', expired: 'warning', void: 'danger' } as const;
const icons = { valid: CheckCircle2, redeemed: XCircle, expired: Clock, void: Ban } as const;

/** What a checked code is for, its state, and the one button that uses it, once the admin confirms: it cannot be undone. */
export function CodeResult({ result, onRedeem, redeeming }: { result: GiftCodeCheck; onRedeem: () => void; redeeming: boolean }) {
  const { t } = useTranslation('admin-redeem');
  const locale = useLocale();
  const Icon = icons[result.status];
  const [asking, setAsking] = useState(false);
  const giftName = localized(result.gift.name, locale);
  return (
    <Card className="p-5" aria-live="polite">
      <div className="flex items-start gap-4">
        <Thumb src={result.gift.image} className="h-20 w-20 shrink-0" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-mono text-sm text-muted">
            <bdi dir="ltr">{result.code}</bdi>
          </p>
          <h2 className="text-lg font-semibold">{giftName}</h2>
          <Badge tone={tones[result.status]}>
            <Icon className="h-3.5 w-3.5" aria-hidden="true" />
            {t(`status.${result.status}`)}
          </Badge>
        </div>
      </div>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('recipient')}</dt>
          <dd className="font-medium">{result.recipientName}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('order')}</dt>
          <dd className="font-medium">
            <bdi dir="ltr">{result.orderNumber}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('validUntil')}</dt>
          <dd className="font-medium">{formatDate(result.expiresAt, locale)}</dd>
        </div>
        {result.redeemedAt && (
          <div>
            <dt className="text-muted">{t('usedOn')}</dt>
            <dd className="font-medium">
              {t('usedBy', { date: formatDate(result.redeemedAt, locale, true), name: result.redeemedBy ?? '—' })}
            </dd>
          </div>
        )}
      </dl>
      {result.status === 'valid' && (
        <>
          <Button className="mt-5 w-full sm:w-auto" onClick={() => setAsking(true)} disabled={redeeming}>
            {t('redeem')}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={t('confirm.title')}
            description={t('confirm.text', { gift: giftName, name: result.recipientName })}
            confirmLabel={t('confirm.action')}
            cancelLabel={t('confirm.cancel')}
            onConfirm={onRedeem}
          />
        </>
      )}
    </Card>
  );
}
