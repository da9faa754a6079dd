import { useState } from 'react';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@contracts/inbox';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { SwitchField } from '@/components/ui/form/switch-field';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { PAGE_SIZE, useMessages } from '@/features/admin-inbox/api/get-messages';
import { useSetHandled } from '@/features/admin-inbox/api/set-handled';
import { Pager } from '@/components/admin/pager';

function MessageCard({ message }: { message: InboxMessage }) {
  const { t } = useTranslation('admin-inbox');
  const errorText = useErrorText();
  const locale = useLocale();
  const handled = useSetHandled();
  const toggle = (on: boolean) =>
    handled.mutate(
      { id: message.id, handled: on },
      {
        onSuccess: () => toast({ variant: 'success', title: t(on ? 'messages.markedHandled' : 'messages.markedOpen') }),
        onError: (err) => toast({ variant: 'destructive', title: t('error'), description: errorText(err, t('messages.saveError')) }),
      },
    );
  return (
    <Card className="p-4 sm:p-5">
      <article aria-label={message.subject}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 dir="auto" className="break-words text-start font-semibold">{message.subject}</h3>
            <p className="text-sm text-muted">
              <bdi className="break-words">{message.name}</bdi> ·{' '}
              <a href={`mailto:${message.email}`} dir="ltr" className="break-all text-primary-strong underline-offset-4 hover:underline">
                {message.email}
              </a>
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge tone={message.handledAt ? 'success' : 'warning'}>{t(message.handledAt ? 'messages.handled' : 'messages.open')}</Badge>
            <time dateTime={message.createdAt} className="text-sm text-muted">
              {formatDate(message.createdAt, locale, true)}
            </time>
          </div>
        </div>
        <p dir="auto" className="mt-3 whitespace-pre-line break-words text-start">{message.message}</p>
        <div className="mt-2 border-t border-border">
          <SwitchField label={t('messages.toggle')} checked={Boolean(message.handledAt)} disabled={handled.isPending} onCheckedChange={toggle} />
        </div>
      </article>
    </Card>
  );
}

/** The contact page's messages, newest first, each with its "handled" switch. */
export function MessagesList() {
  const { t } = useTranslation('admin-inbox');
  const [page, setPage] = useState(1);
  const query = useMessages((page - 1) * PAGE_SIZE);
  if (query.isPending) return <Spinner label={t('loading')} className="min-h-[30vh]" />;
  if (query.isError) return <p role="alert">{t('loadError')}</p>;
  const { messages, total } = query.data;
  if (total === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <Mail className="h-10 w-10 text-muted" aria-hidden="true" />
        <p className="font-medium">{t('messages.empty')}</p>
      </Card>
    );
  }
  return (
    <>
      <p className="mb-3 text-sm text-muted">{t('messages.count', { count: total })}</p>
      <ul className="space-y-3">
        {messages.map((m) => (
          <li key={m.id}>
            <MessageCard message={m} />
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil(total / PAGE_SIZE)} onPage={setPage} label={t('messages.pages')} />
    </>
  );
}
