import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form/field';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useAddOrderNote } from '@/features/admin-orders/api/add-order-note';

/** An internal note on an order: seen in its history by the shop, never by the customer. */
export function NoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const [note, setNote] = useState('');
  const add = useAddOrderNote();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return;
    add.mutate(
      { id: orderId, note: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          toast({ title: t('notes.added'), variant: 'success' });
        },
        onError: (err) => toast({ title: t('notes.error'), description: errorText(err, t('notes.errorText')), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <TextareaField label={t('notes.label')} hint={t('notes.hint')} rows={2} maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      <Button type="submit" size="sm" variant="outline" disabled={add.isPending || !note.trim()}>
        {t('notes.add')}
      </Button>
    </form>
  );
}
