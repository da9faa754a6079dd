import { useTranslation } from 'react-i18next';
import { PackageCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useConfirmReceipt } from '@/features/orders/api/confirm-receipt';

/** 'Confirmer la réception': recorded on the order, then the card shows the date instead. */
export function ConfirmReceiptButton({ orderId, className, size = 'md' }: { orderId: string; className?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const confirm = useConfirmReceipt();
  const onClick = () =>
    confirm.mutate(orderId, {
      onSuccess: () => toast({ title: t('actions.confirmReceipt'), description: t('actions.receiptConfirmed'), variant: 'success' }),
      onError: (err) => {
        if (handleSessionExpired(err)) return;
        toast({ title: t('common.error'), description: errorText(err, t('common.genericError')), variant: 'destructive' });
      },
    });
  return (
    <Button variant="primary" size={size} className={className} onClick={onClick} disabled={confirm.isPending} aria-busy={confirm.isPending}>
      <PackageCheck className="h-4 w-4" aria-hidden="true" />
      {t('actions.confirmReceipt')}
    </Button>
  );
}
