import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useCreateCategory } from '@/features/admin-catalog/api/create-category';
import { useUpdateCategory } from '@/features/admin-catalog/api/update-category';
import { toCategoryInput, type CategoryFormOutput } from '@/features/admin-catalog/utils/category-form';
import { CategoryForm } from './category-form';

/** The create/edit dialog; errors show the server's message, or the spec's fallback. */
export function CategoryDialog(props: { category: Category | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const editing = props.category;
  const close = () => props.onOpenChange(false);
  const done = (title: string) => {
    toast({ title, variant: 'success' });
    close();
  };
  const failed = (err: unknown) => {
    if (!handleSessionExpired(err)) toast({ title: errorText(err, editing ? t('categories.updateError') : t('categories.createError')), variant: 'destructive' });
  };

  const submit = async (values: CategoryFormOutput) => {
    const input = toCategoryInput(values);
    if (editing) {
      await update.mutateAsync({ id: editing.id, update: input });
      done(t('categories.updated'));
    } else {
      await create.mutateAsync(input);
      done(t('categories.created'));
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      size="lg"
      title={editing ? t('categories.editTitle') : t('categories.newTitle')}
      description={t('gifts.formDescription')}
      closeLabel={t('close')}
    >
      <CategoryForm key={editing?.id ?? 'new'} category={editing} pending={create.isPending || update.isPending} onSubmit={submit} onError={failed} onCancel={close} />
    </Dialog>
  );
}
