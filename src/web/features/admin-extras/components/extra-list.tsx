import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { LoadFailed } from '@/components/admin/load-failed';
import { useErrorText } from '@/lib/errors';
import { useExtras, useUpdateExtra } from '@/features/admin-extras/api/extras';
import { ExtraCard } from './extra-card';

/** Every extra, each with its stock to change and a pause or resume button. */
export function ExtraList() {
  const { t } = useTranslation('admin-extras');
  const errorText = useErrorText();
  const extras = useExtras();
  const update = useUpdateExtra();
  if (extras.isPending) return <Spinner label={t('loading')} />;
  if (extras.isError) return <LoadFailed message={t('loadError')} onRetry={() => void extras.refetch()} />;
  if (extras.data.length === 0) return <p className="text-muted">{t('empty')}</p>;
  const onError = (err: unknown) => toast({ variant: 'destructive', title: t('updateError'), description: errorText(err, t('updateError')) });
  return (
    <ul className="space-y-3" aria-label={t('listLabel')}>
      {extras.data.map((e) => (
        <ExtraCard
          key={`${e.id}-${e.stock}`}
          extra={e}
          busy={update.isPending && update.variables?.id === e.id}
          onToggle={() => update.mutate({ id: e.id, active: !e.active }, { onError })}
          onStock={(stock) => update.mutate({ id: e.id, stock }, { onError, onSuccess: () => toast({ variant: 'success', title: t('stockSaved') }) })}
        />
      ))}
    </ul>
  );
}
