import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDown, PackagePlus, RefreshCw } from 'lucide-react';
import type { CreateParcelsResult } from '@contracts/parcels';
import { Button, buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { labelsUrl, useCreateParcels, useRefreshParcels } from '@/features/admin-delivery/api/parcels';

interface Props {
  date: string;
  /** The day's orders that may leave now (paid, with an address, no parcel yet). */
  ready: { id: string; orderNumber: string }[];
  /** The ones ticked; none ticked = the whole day. */
  selected: string[];
  hasParcels: boolean;
}

/** A day's dispatch through the courier company: create the parcels, print their labels, read their statuses again. */
export function DayParcels({ date, ready, selected, hasParcels }: Props) {
  const { t } = useTranslation('admin-delivery', { keyPrefix: 'parcels' });
  const errorText = useErrorText();
  const create = useCreateParcels();
  const refresh = useRefreshParcels();
  const [refused, setRefused] = useState<CreateParcelsResult['outcomes']>([]);
  const chosen = selected.length > 0 ? selected : ready.map((o) => o.id);

  const onCreate = () =>
    create.mutate(chosen, {
      onSuccess: ({ outcomes }) => {
        setRefused(outcomes.filter((o) => o.error));
        const made = outcomes.filter((o) => o.parcel && !o.existing).length;
        toast({ title: t('created', { count: made }), variant: made > 0 ? 'success' : 'default' });
      },
      onError: (err) => {
        setRefused([]);
        toast({ title: t('createFailed'), description: errorText(err, t('createFailed')), variant: 'destructive' });
      },
    });
  const onRefresh = () =>
    refresh.mutate(undefined, {
      onSuccess: ({ changed }) => toast({ title: t('refreshed', { count: changed }) }),
      onError: (err) => toast({ title: t('refreshFailed'), description: errorText(err, t('refreshFailed')), variant: 'destructive' }),
    });

  return (
    <div className="space-y-2 rounded-[var(--radius)] border border-border bg-secondary/30 p-3">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onCreate} disabled={chosen.length === 0 || create.isPending} aria-describedby={`parcels-hint-${date}`}>
          <PackagePlus className="h-4 w-4" aria-hidden="true" />
          {create.isPending ? t('creating') : selected.length > 0 ? t('createSelected', { count: chosen.length }) : t('createDay', { count: chosen.length })}
        </Button>
        {hasParcels && (
          <a href={labelsUrl(date)} target="_blank" rel="noopener" className={buttonClass('outline', 'sm')}>
            <FileDown className="h-4 w-4" aria-hidden="true" />
            {t('labels')}
          </a>
        )}
        {hasParcels && (
          <Button size="sm" variant="ghost" onClick={onRefresh} disabled={refresh.isPending}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('refresh')}
          </Button>
        )}
      </div>
      <p id={`parcels-hint-${date}`} className="text-xs text-muted">
        {t('hint')}
      </p>
      {refused.length > 0 && (
        <ul role="alert" className="space-y-1 text-sm text-danger">
          {refused.map((o) => (
            <li key={o.orderId}>
              {t('refused', { number: o.orderNumber })} <span dir="auto">{o.error}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
