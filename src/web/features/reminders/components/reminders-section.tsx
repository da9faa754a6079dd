import { useState } from 'react';
import { CalendarHeart, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Reminder } from '@contracts/reminders';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useDeleteReminder, useReminders } from '@/features/reminders/api/reminders';
import { ReminderForm } from './reminder-form';

/** The profile's list of saved dates, a form to add one, and a way to delete each. */
export function RemindersSection() {
  const { t } = useTranslation('reminders');
  const { data, isError } = useReminders();
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      {isError && <p className="text-sm text-danger">{t('loadError')}</p>}
      {data && data.length === 0 && !adding && <p className="text-sm text-muted">{t('empty')}</p>}
      {data && data.length > 0 && (
        <ul className="divide-y divide-border rounded-[var(--radius)] border border-border">
          {data.map((r) => (
            <ReminderRow key={r.id} reminder={r} />
          ))}
        </ul>
      )}
      {adding ? (
        <ReminderForm onDone={() => setAdding(false)} onCancel={() => setAdding(false)} />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('add')}
        </Button>
      )}
    </div>
  );
}

function ReminderRow({ reminder: r }: { reminder: Reminder }) {
  const { t } = useTranslation('reminders');
  const errorText = useErrorText();
  const remove = useDeleteReminder();
  const months = t('months', { returnObjects: true }) as unknown as string[];
  const date = `${r.day} ${months[r.month - 1] ?? ''}`;
  return (
    <li className="flex items-center gap-3 p-3">
      <CalendarHeart className="h-5 w-5 shrink-0 text-primary-strong" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">
          {t('itemFor', { name: r.personName, relationship: t(`relationships.${r.relationship}` as 'relationships.mother') })}
        </p>
        <p className="text-sm text-muted">
          {t('item', { occasion: t(`occasions.${r.occasion}` as 'occasions.birthday'), date })} · {t(r.channel === 'whatsapp' ? 'byWhatsapp' : 'byEmail')}
          {r.unsubscribed && <span className="ms-2 rounded-full bg-secondary px-2 text-xs">{t('stopped')}</span>}
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('deleteNamed', { name: r.personName })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(r.id, {
            onSuccess: () => toast({ title: t('deleted'), variant: 'success' }),
            onError: (err) => toast({ title: t('deleteError'), description: errorText(err, t('deleteError')), variant: 'destructive' }),
          })
        }
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </li>
  );
}
