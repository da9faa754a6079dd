import { Camera, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { useDeliveryProof } from '@/features/delivery-proof/api/get-delivery-proof';

/** The sender's view of the delivery: the courier's photo, and the failed attempts with their count. Nothing to say: nothing shown. */
export function DeliveryProofCard({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const { data } = useDeliveryProof(orderId);
  if (!data || (!data.photoUrl && !data.photoDeclined && data.attempts.length === 0)) return null;
  const charged = data.attempts.some((a) => a.charged);
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="delivery-proof-title" className="space-y-4">
        <h2 id="delivery-proof-title" className="text-xl font-semibold">
          {t('title')}
        </h2>
        {data.photoUrl && (
          <figure>
            <a href={data.photoUrl} target="_blank" rel="noopener" className="block overflow-hidden rounded-[var(--radius)]">
              <img src={data.photoUrl} alt={t('photoAlt', { number: orderNumber })} className="max-h-96 w-full object-cover" />
              <span className="sr-only">{t('openPhoto')}</span>
            </a>
            <figcaption className="mt-2 flex items-center gap-2 text-sm text-muted">
              <Camera className="h-4 w-4" aria-hidden="true" />
              {t('photo')}
            </figcaption>
          </figure>
        )}
        {data.photoDeclined && <p className="text-sm text-muted">{t('photoDeclined')}</p>}
        {data.attempts.length > 0 && (
          <div>
            <p className="font-medium">{t('attempts', { count: data.attempts.length })}</p>
            <p className="text-sm text-muted">{t('attemptsFree', { free: data.freeAttempts })}</p>
            <ol className="mt-2 space-y-1 text-sm">
              {data.attempts.map((a) => (
                <li key={a.number} className="flex flex-wrap items-center gap-x-2">
                  <span>{t('attempt', { number: a.number, date: formatDate(a.createdAt, locale, true) })}</span>
                  <span className="text-muted">
                    · <bdi>{a.reason}</bdi>
                  </span>
                  {a.charged && <span className="rounded-full bg-accent/50 px-2 text-xs font-medium">{t('charged')}</span>}
                </li>
              ))}
            </ol>
            {charged && (
              <p className="mt-3 flex items-start gap-2 text-sm">
                <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden="true" />
                {t('chargedText', { free: data.freeAttempts })}
              </p>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
