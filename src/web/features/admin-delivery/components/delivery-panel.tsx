import { useState, type FormEvent } from 'react';
import { Camera, CheckCircle2, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useMarkDelivered, useOrderDelivery, useRecordAttempt } from '@/features/admin-delivery/api/delivery';

interface Props {
  order: { id: string; orderNumber: string; status: OrderStatus };
}

/**
 * The courier's part of an order, made for a phone at the door: the photo (the camera opens
 * directly), the recipient's "no photo", "Marquer livrée", and failed attempts with their reason.
 */
export function DeliveryPanel({ order }: Props) {
  const { t } = useTranslation('admin-delivery', { keyPrefix: 'proof' });
  const locale = useLocale();
  const delivery = useOrderDelivery(order.id);
  const data = delivery.data;
  const open = order.status !== 'cancelled';
  return (
    <div className="space-y-5">
      {delivery.isError && <p className="text-sm text-danger">{t('loadError')}</p>}
      {data?.photoUrl && (
        <figure>
          <img src={data.photoUrl} alt={t('photoAlt', { number: order.orderNumber })} className="max-h-72 w-full rounded-[var(--radius)] object-cover" />
          <figcaption className="mt-1 text-sm text-muted">{t('photo')}</figcaption>
        </figure>
      )}
      {order.status === 'delivered' && data && !data.photoUrl && <p className="text-sm text-muted">{t(data.photoDeclined ? 'photoDeclined' : 'noPhoto')}</p>}
      {open && !data?.photoUrl && !data?.photoDeclined && <DeliveredForm order={order} />}
      {data && (data.attempts.length > 0 || order.status === 'processing') && (
        <div>
          <p className="font-medium">{t('attempts', { count: data.attempts.length, free: data.freeAttempts })}</p>
          {data.attempts.length > 0 && (
            <ol className="mt-2 space-y-1 text-sm">
              {data.attempts.map((a) => (
                <li key={a.number} className="flex flex-wrap items-center gap-2">
                  {t('attempt', { number: a.number, reason: a.reason, date: formatDate(a.createdAt, locale, true) })}
                  {a.charged && (
                    <span className="inline-flex items-center gap-1 rounded-full bg-accent/50 px-2 text-xs font-medium">
                      <TriangleAlert className="h-3 w-3" aria-hidden="true" />
                      {t('charged')}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
          {order.status === 'processing' && <AttemptForm orderId={order.id} free={data.freeAttempts} />}
        </div>
      )}
    </div>
  );
}

function DeliveredForm({ order }: Props) {
  const { t } = useTranslation('admin-delivery', { keyPrefix: 'proof' });
  const errorText = useErrorText();
  const [photo, setPhoto] = useState<File | null>(null);
  const [declined, setDeclined] = useState(false);
  const mark = useMarkDelivered(order.id);
  const delivered = order.status === 'delivered';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    mark.mutate(
      { photo, declined },
      {
        onSuccess: () => toast({ title: t(photo && !declined ? 'photoAdded' : 'delivered'), variant: 'success' }),
        onError: (err) => toast({ title: t('error'), description: errorText(err, t('error')), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-[var(--radius)] border border-border p-4">
      <div>
        <label htmlFor={`delivery-photo-${order.id}`} className="block text-sm font-medium">
          {t('photoLabel')}
        </label>
        <input
          id={`delivery-photo-${order.id}`}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={declined}
          aria-describedby={`delivery-photo-hint-${order.id}`}
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        {/* The browser's own file button speaks its language, not the page's: this one does. */}
        <label
          htmlFor={`delivery-photo-${order.id}`}
          aria-hidden="true"
          className={cn(
            buttonClass('outline', 'sm'),
            'mt-2 max-w-full peer-focus-visible:ring-2 peer-focus-visible:ring-primary-strong peer-disabled:pointer-events-none peer-disabled:opacity-50',
          )}
        >
          <Camera className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{photo ? photo.name : t('choosePhoto')}</span>
        </label>
        <p id={`delivery-photo-hint-${order.id}`} className="mt-1 text-xs text-muted">
          {t('photoHint')}
        </p>
      </div>
      <label className="flex items-start gap-3 text-sm">
        <input type="checkbox" className="mt-0.5 h-4 w-4 shrink-0 accent-primary-strong" checked={declined} onChange={(e) => setDeclined(e.target.checked)} />
        <span>
          {t('declined')}
          <span className="block text-xs text-muted">{t('declinedHint')}</span>
        </span>
      </label>
      <Button type="submit" size="sm" disabled={mark.isPending || (delivered && !photo && !declined)}>
        <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
        {delivered ? t('addPhoto') : t('markDelivered')}
      </Button>
    </form>
  );
}

function AttemptForm({ orderId, free }: { orderId: string; free: number }) {
  const { t } = useTranslation('admin-delivery', { keyPrefix: 'proof' });
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const record = useRecordAttempt(orderId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return;
    record.mutate(reason.trim(), {
      onSuccess: (done) => {
        setReason('');
        toast({ title: t(done.charged ? 'attemptCharged' : 'attemptRecorded', { number: done.number, free }), variant: 'success' });
      },
      onError: (err) => toast({ title: t('attemptError'), description: errorText(err, t('attemptError')), variant: 'destructive' }),
    });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <TextField label={t('reasonLabel')} placeholder={t('reasonPlaceholder')} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
      <Button type="submit" size="sm" variant="outline" disabled={record.isPending || !reason.trim()}>
        {t('recordAttempt')}
      </Button>
    </form>
  );
}
