import { useState } from 'react';
import { Download, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';
import { PAGE_SIZE } from '@/features/admin-inbox/api/get-messages';
import { SUBSCRIBERS_CSV_URL, useSubscribers } from '@/features/admin-inbox/api/get-subscribers';
import { Pager } from '@/components/admin/pager';

/** Newsletter subscribers, confirmed or waiting for their confirmation, and the CSV of the confirmed ones. */
export function SubscribersList() {
  const { t } = useTranslation('admin-inbox');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const query = useSubscribers((page - 1) * PAGE_SIZE);
  if (query.isPending) return <Spinner label={t('loading')} className="min-h-[30vh]" />;
  if (query.isError) return <p role="alert">{t('loadError')}</p>;
  const { subscribers, total, confirmed } = query.data;
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{t('subscribers.count', { count: total, confirmed })}</p>
        {confirmed > 0 && (
          <a href={SUBSCRIBERS_CSV_URL} download className={buttonClass('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('subscribers.export')}
          </a>
        )}
      </div>
      {total === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <Users className="h-10 w-10 text-muted" aria-hidden="true" />
          <p className="font-medium">{t('subscribers.empty')}</p>
        </Card>
      ) : (
        <Card className="divide-y divide-border">
          <ul aria-label={t('subscribers.title')}>
            {subscribers.map((s) => (
              <li key={s.email} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <span dir="ltr" className="min-w-0 break-all font-medium">
                  {s.email}
                </span>
                <span className="flex items-center gap-2 text-sm text-muted">
                  <Badge tone={s.confirmedAt ? 'success' : 'warning'}>{t(s.confirmedAt ? 'subscribers.confirmed' : 'subscribers.waiting')}</Badge>
                  <span>{t(`subscribers.language.${s.locale}`)}</span>
                  <time dateTime={s.createdAt}>{formatDate(s.createdAt, locale)}</time>
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} onPage={setPage} label={t('subscribers.pages')} />
    </>
  );
}
