import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Mail, MessageCircle, MessageSquare, RotateCcw } from 'lucide-react';
import { Pager } from '@/components/admin/pager';
import type { OutboxEntry, OutboxStatus } from '@contracts/notification-settings';
import type { Locale } from '@contracts/common';
import { PageHeader } from '@/components/admin/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { handleSessionExpired } from '@/lib/session-expired';
import { OUTBOX_PAGE_SIZE, useOutbox, useRetryMessage } from '@/features/admin-notifications/api/outbox';

const FILTERS: (OutboxStatus | undefined)[] = [undefined, 'pending', 'sent', 'failed', 'held'];
const tones = { pending: 'warning', sending: 'info', sent: 'success', failed: 'danger', held: 'neutral' } as const;
const icons = { email: Mail, sms: MessageSquare, whatsapp: MessageCircle };

/** The outbox for the admin: what was sent, what waits, what failed and why, with a retry. */
export function OutboxView() {
  const { t } = useTranslation('admin-notifications');
  const [status, setStatus] = useState<OutboxStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = useOutbox({ status, page });
  const data = query.data;
  const total = data ? Object.values(data.counts).reduce((a, b) => a + b, 0) : 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / OUTBOX_PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title={t('outbox.title')} description={t('outbox.description')} />
      <div role="group" aria-label={t('outbox.filters')} className="mb-5 flex flex-wrap gap-2">
        {FILTERS.map((f) => {
          const current = f === status;
          const count = f ? data?.counts[f] : total;
          return (
            <Button
              key={f ?? 'all'}
              size="sm"
              variant={current ? 'primary' : 'outline'}
              aria-pressed={current}
              onClick={() => {
                setStatus(f);
                setPage(1);
              }}
            >
              {f ? t(`outbox.status.${f}`) : t('outbox.all')}
              {count !== undefined && <span className="rounded-full bg-card/70 px-1.5 text-xs tabular-nums">{count}</span>}
            </Button>
          );
        })}
      </div>

      {!data ? (
        query.isError ? (
          <p role="alert">{t('outbox.loadError')}</p>
        ) : (
          <Spinner label={t('outbox.title')} className="min-h-[30vh]" />
        )
      ) : data.entries.length === 0 ? (
        <Card className="p-8 text-center text-muted">{status ? t('outbox.emptyFiltered') : t('outbox.empty')}</Card>
      ) : (
        <ul className="space-y-3">
          {data.entries.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}

      <Pager page={page} pages={pages} onPage={setPage} label={t('outbox.pages')} />
    </div>
  );
}

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { t, i18n } = useTranslation('admin-notifications');
  const errorText = useErrorText();
  const locale = (i18n.language as Locale) ?? 'fr';
  const retry = useRetryMessage();
  const Icon = icons[entry.channel];
  const title = entry.subject ?? entry.body.split('\n')[0] ?? '';
  const canRetry = entry.status === 'failed' || entry.status === 'held';
  const kind = t(`outbox.template.${entry.template}`, { defaultValue: entry.template });

  return (
    <li>
      <Card className="p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-primary/20 text-primary-strong">
            <Icon className="h-4 w-4" aria-hidden="true" />
            <span className="sr-only">{t(`outbox.channel.${entry.channel}`)}</span>
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={tones[entry.status]}>{t(`outbox.status.${entry.status}`)}</Badge>
              <span className="text-xs font-medium text-muted">{kind}</span>
            </div>
            <p dir="auto" className="mt-1 break-words text-start font-medium">
              {title}
            </p>
            <p className="text-sm text-muted">
              {t('outbox.to')}{' '}
              <bdi dir="ltr" className="break-all">
                {entry.recipient}
              </bdi>
            </p>
            <p className="mt-1 text-xs text-muted">
              {entry.sentAt ? t('outbox.sentAt', { date: formatDate(entry.sentAt, locale, true) }) : t('outbox.created', { date: formatDate(entry.createdAt, locale, true) })}
              {entry.attempts > 0 && <> · {t('outbox.attempts', { count: entry.attempts })}</>}
              {entry.status === 'pending' && entry.attempts > 0 && <> · {t('outbox.next', { date: formatDate(entry.nextAttemptAt, locale, true) })}</>}
            </p>
            {entry.lastError && (
              <p className={cn('mt-2 break-words rounded-[var(--radius)] p-2 text-sm', entry.status === 'held' ? 'bg-secondary' : 'bg-red-50 text-red-900')}>
                <span className="font-semibold">{t('outbox.reason')}</span> <bdi>{entry.lastError}</bdi>
              </p>
            )}
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-primary-strong">{t('outbox.showBody')}</summary>
              <pre dir="auto" className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-[var(--radius)] bg-secondary/60 p-3 font-sans">{entry.body}</pre>
            </details>
          </div>
          {canRetry && (
            <Button
              size="sm"
              variant="outline"
              className="shrink-0"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(entry.id, {
                  onSuccess: () => toast({ title: t('outbox.retried'), variant: 'success' }),
                  onError: (err) => {
                    if (!handleSessionExpired(err)) toast({ title: t('outbox.retryError'), description: errorText(err, ''), variant: 'destructive' });
                  },
                })
              }
            >
              <RotateCcw className="h-4 w-4" aria-hidden="true" />
              {t('outbox.retry')}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}
