import { useTranslation } from 'react-i18next';
import type { Category, Gift } from '@contracts/catalog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useCreateGift } from '@/features/admin-catalog/api/create-gift';
import { useUpdateGift } from '@/features/admin-catalog/api/update-gift';
import { toGiftInput, type GiftFormOutput } from '@/features/admin-catalog/utils/gift-form';
import { GiftForm } from './gift-form';

/** The create/edit dialog: sends the form, says how it went, and closes on success. */
export function GiftDialog(props: { gift: Gift | null; open: boolean; onOpenChange: (open: boolean) => void; categories: Category[] }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const create = useCreateGift();
  const update = useUpdateGift();
  const editing = props.gift;

  const close = () => props.onOpenChange(false);
  const done = (title: string) => {
    toast({ title, variant: 'success' });
    close();
  };
  const failed = (err: unknown) => {
    if (handleSessionExpired(err)) return;
    toast({ title: editing ? t('gifts.updateError') : t('gifts.createError'), description: errorText(err, ''), variant: 'destructive' });
  };

  const submit = async (values: GiftFormOutput) => {
    const input = toGiftInput(values);
    if (editing) {
      await update.mutateAsync({ id: editing.id, update: input });
      done(t('gifts.updated'));
    } else {
      await create.mutateAsync(input);
      done(t('gifts.created'));
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title={editing ? t('gifts.editTitle') : t('gifts.newTitle')}
      description={t('gifts.formDescription')}
      closeLabel={t('close')}
    >
      {/* Keyed by gift, so opening another one starts from its own values. */}
      <GiftForm
        key={editing?.id ?? 'new'}
        gift={editing}
        categories={props.categories}
        pending={create.isPending || update.isPending}
        onSubmit={submit}
        onError={failed}
        onCancel={close}
      />
    </Dialog>
  );
}
