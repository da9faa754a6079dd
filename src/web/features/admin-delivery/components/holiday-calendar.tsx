import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BlockedDate } from '@contracts/delivery-slots';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { LoadFailed } from '@/components/admin/load-failed';
import { formatDate } from '@/lib/format';
import { useErrorText } from '@/lib/errors';
import { useLocale } from '@/i18n/locale';
import { useBlockedDates, useRemoveBlockedDate, useSaveBlockedDate } from '@/features/admin-delivery/api/blocked-dates';

/** One blocked date: confirm an estimated holiday, move it to another day, or remove it. */
function BlockedRow({ entry }: { entry: BlockedDate }) {
  const { t } = useTranslation('admin-delivery');
  const locale = useLocale();
  const errorText = useErrorText();
  const save = useSaveBlockedDate();
  const remove = useRemoveBlockedDate();
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(entry.date);
  const failed = (err: unknown) => toast({ variant: 'destructive', title: t('saveError'), description: errorText(err, t('saveError')) });
  // A pre-filled holiday is named in the back office's language; saving keeps the label as saved, and with it those names.
  const name = entry.labels?.[locale] ?? entry.label;
  const keep = (to: string) =>
    save.mutate({ date: to, label: entry.label, previousDate: entry.date }, { onSuccess: () => toast({ variant: 'success', title: t('calendar.saved') }), onError: failed });
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-medium">{formatDate(`${entry.date}T12:00:00Z`, locale)}</p>
        <p className="text-sm">
          <bdi>{name}</bdi>{' '}
          {entry.estimated && <Badge tone="warning">{t('calendar.estimated')}</Badge>}
          {entry.kind === 'custom' && <Badge tone="info">{t('calendar.custom')}</Badge>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {moving ? (
          <>
            <Input type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} aria-label={t('calendar.newDate', { label: name })} className="w-auto" />
            <Button size="sm" onClick={() => keep(date)} disabled={save.isPending || !date}>
              {t('calendar.saveMove')}
            </Button>
          </>
        ) : (
          <>
            {entry.estimated && (
              <Button size="sm" variant="secondary" onClick={() => keep(entry.date)} disabled={save.isPending}>
                {t('calendar.confirm')}
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
              {t('calendar.move')}
            </Button>
          </>
        )}
        <Button size="sm" variant="ghost" onClick={() => remove.mutate(entry.date, { onError: failed })} disabled={remove.isPending} aria-label={t('calendar.removeLabel', { label: name })}>
          {t('calendar.remove')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The dates without delivery in every zone, one year at a time: Morocco's holidays pre-filled, the
 * owner's own added. It opens on the current year from `today` (YYYY-MM-DD, Morocco's): the days
 * already gone are folded away below, so the first dates read are the coming ones.
 */
export function HolidayCalendar({ today }: { today: string }) {
  const { t } = useTranslation('admin-delivery');
  const errorText = useErrorText();
  const thisYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const list = useBlockedDates(year);
  // Only this year is split: a year before or after is read whole.
  const gone = year === thisYear ? (list.data ?? []).filter((entry) => entry.date < today) : [];
  const coming = (list.data ?? []).filter((entry) => !gone.includes(entry));
  const save = useSaveBlockedDate();
  const [date, setDate] = useState('');
  const [label, setLabel] = useState('');
  const add = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { date, label },
      {
        onSuccess: () => {
          setDate('');
          setLabel('');
          toast({ variant: 'success', title: t('calendar.saved') });
        },
        onError: (err) => toast({ variant: 'destructive', title: t('saveError'), description: errorText(err, t('saveError')) }),
      },
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('calendar.intro')}</p>
      <Card className="p-4">
        <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div>
            <Label htmlFor="blocked-date">{t('calendar.date')}</Label>
            <Input id="blocked-date" type="date" required min={today} value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          </div>
          <div className="min-w-0 flex-1">
            <Label htmlFor="blocked-label">{t('calendar.label')}</Label>
            <Input id="blocked-label" required maxLength={120} value={label} onChange={(e) => setLabel(e.currentTarget.value)} placeholder={t('calendar.labelPlaceholder')} dir="auto" />
          </div>
          <Button type="submit" disabled={save.isPending}>
            {t('calendar.add')}
          </Button>
        </form>
      </Card>
      <div className="flex items-center gap-2">
        <Button size="icon" variant="outline" onClick={() => setYear(year - 1)} aria-label={t('calendar.previousYear')}>
          <ChevronLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
        <h2 className="font-heading text-lg font-semibold" aria-live="polite">
          {year}
        </h2>
        <Button size="icon" variant="outline" onClick={() => setYear(year + 1)} aria-label={t('calendar.nextYear')}>
          <ChevronRight className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
        </Button>
      </div>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <LoadFailed message={t('loadError')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted">{t('calendar.empty')}</p>
      ) : (
        <>
          {coming.length === 0 ? (
            <p className="text-sm text-muted">{t('calendar.noneAhead')}</p>
          ) : (
            <Card className="px-4">
              <ul className="divide-y divide-border">
                {coming.map((entry) => (
                  <BlockedRow key={entry.date} entry={entry} />
                ))}
              </ul>
            </Card>
          )}
          {gone.length > 0 && (
            <details className="rounded-[var(--radius)] border border-border px-4">
              <summary className="cursor-pointer py-3 text-sm font-medium">{t('calendar.past', { count: gone.length })}</summary>
              <ul className="divide-y divide-border border-t border-border">
                {gone.map((entry) => (
                  <BlockedRow key={entry.date} entry={entry} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </div>
  );
}
