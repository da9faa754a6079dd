import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { LoadFailed } from '@/components/admin/load-failed';
import { useErrorText } from '@/lib/errors';
import { usePromotions, useSetPromotionActive } from '@/features/admin-promotions/api/promotions';
import { PromotionCard } from './promotion-card';

/** Every promotion, newest first, each with its figures and a pause or resume button. */
export function PromotionList() {
  const { t } = useTranslation('admin-promotions');
  const errorText = useErrorText();
  const promotions = usePromotions();
  const toggle = useSetPromotionActive();
  if (promotions.isPending) return <Spinner label={t('loading')} />;
  if (promotions.isError) return <LoadFailed message={t('loadError')} onRetry={() => void promotions.refetch()} />;
  if (promotions.data.length === 0) return <p className="text-muted">{t('empty')}</p>;
  return (
    <ul className="space-y-3" aria-label={t('listLabel')}>
      {promotions.data.map((p) => (
        <PromotionCard
          key={p.id}
          promotion={p}
          busy={toggle.isPending && toggle.variables?.id === p.id}
          onToggle={() =>
            toggle.mutate(
              { id: p.id, active: !p.active },
              { onError: (err) => toast({ variant: 'destructive', title: t('toggleError'), description: errorText(err, t('toggleError')) }) },
            )
          }
        />
      ))}
    </ul>
  );
}
