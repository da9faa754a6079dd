import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useCancelOrder } from '@/features/orders/api/cancel-order';

/** 'Demander l'annulation': asks for confirmation, then cancels at once or records the request. */
export function CancelOrderButton({ orderId, orderNumber, className, size = 'md' }: { orderId: string; orderNumber: string; className?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const confirm = () =>
    cancel.mutate(orderId, {
      onSuccess: (r) => {
        setOpen(false);
        toast(
          r.outcome === 'cancelled'
            ? { title: t('actions.cancelled'), description: r.message, variant: 'success' }
            : { title: t('actions.requested'), description: r.message },
        );
      },
      onError: (err) => {
        if (handleSessionExpired(err)) return;
        toast({ title: t('common.error'), description: errorText(err, t('common.genericError')), variant: 'destructive' });
      },
    });
  return (
    <>
      <Button variant="outline" size={size} className={className} onClick={() => setOpen(true)}>
        <XCircle className="h-4 w-4 text-danger" aria-hidden="true" />
        {t('actions.requestCancellation')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={<Trans t={t} i18nKey="actions.cancelTitle" values={{ number: orderNumber }} components={{ n: <span className="whitespace-nowrap" /> }} />}
        description={t('actions.cancelText')}
        closeLabel={t('actions.close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {t('actions.cancelKeep')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending} aria-busy={cancel.isPending}>
            {t('actions.cancelConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
