import { useState } from 'react';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { useErrorText } from '@/lib/errors';
import { handleSessionExpired } from '@/lib/session-expired';
import { useAdminCategories } from '@/features/admin-catalog/api/get-admin-categories';
import { useDeleteCategory } from '@/features/admin-catalog/api/delete-category';
import { useUpdateCategory } from '@/features/admin-catalog/api/update-category';
import { CategoryDialog } from './category-dialog';
import { CategoryRow } from './category-row';

/** 'Catégories': the list in display order, create, edit, show or hide, and delete after an inline confirm. */
export function CategoriesView() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const categories = useAdminCategories();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  const [dialog, setDialog] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  useSessionExpiredOn(categories.error);

  // Only `isVisible` is sent, so a toggle never overwrites an edit made elsewhere.
  const toggle = (category: Category, isVisible: boolean) =>
    update.mutate(
      { id: category.id, update: { isVisible } },
      {
        onError: (err) => {
          if (!handleSessionExpired(err)) toast({ title: errorText(err, t('categories.updateError')), variant: 'destructive' });
        },
      },
    );

  const del = (category: Category, done: { refused: (message: string) => void; deleted: () => void }) =>
    remove.mutate(category.id, {
      onSuccess: () => {
        done.deleted();
        toast({ title: t('categories.deleted'), variant: 'success' });
      },
      onError: (err) => {
        if (handleSessionExpired(err)) return;
        // A category that still holds gifts: the server says how many; the row keeps the message.
        const message = errorText(err, t('categories.deleteError'));
        done.refused(message);
        toast({ title: t('categories.deleteError'), description: message === t('categories.deleteError') ? undefined : message, variant: 'destructive' });
      },
    });

  return (
    <>
      <PageHeader
        title={t('nav.categories')}
        description={t('categories.subtitle')}
        actions={
          <Button onClick={() => setDialog({ open: true, category: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('categories.new')}
          </Button>
        }
      />
      {categories.isPending ? (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      ) : categories.isError ? (
        <div role="alert" className="rounded-[var(--radius)] border border-danger/40 bg-red-50 p-4">
          <p>{t('loadError')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void categories.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : categories.data.length === 0 ? (
        <p className="rounded-[calc(var(--radius)*2)] border border-dashed border-border bg-card p-8 text-center text-muted">{t('categories.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {categories.data.map((category) => (
            <CategoryRow
              key={category.id}
              category={category}
              onEdit={() => setDialog({ open: true, category })}
              onToggleVisible={(visible) => toggle(category, visible)}
              toggling={update.isPending && update.variables.id === category.id}
              onDelete={(done) => del(category, done)}
              deleting={remove.isPending && remove.variables === category.id}
            />
          ))}
        </ul>
      )}
      <CategoryDialog open={dialog.open} category={dialog.category} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} />
    </>
  );
}
