import { useState } from 'react';
import { Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useSessionExpiredOn } from '@/hooks/use-session-expired';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { localized } from '@/lib/format';
import { handleSessionExpired } from '@/lib/session-expired';
import { useAdminCategories } from '@/features/admin-catalog/api/get-admin-categories';
import { useAdminGifts } from '@/features/admin-catalog/api/get-admin-gifts';
import { useDeleteGift } from '@/features/admin-catalog/api/delete-gift';
import { useGiftFilters } from '@/features/admin-catalog/hooks/use-gift-filters';
import { GiftDialog } from './gift-dialog';
import { GiftFilters } from './gift-filters';
import { GiftRow } from './gift-row';

/** 'Cadeaux': every gift, inactive ones too, with search, category filter, create, edit and delete. */
export function GiftsView() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const locale = useLocale();
  const filters = useGiftFilters();
  const gifts = useAdminGifts(filters.query);
  const categories = useAdminCategories();
  const remove = useDeleteGift();
  const [dialog, setDialog] = useState<{ open: boolean; gift: Gift | null }>({ open: false, gift: null });
  useSessionExpiredOn(gifts.error ?? categories.error);

  const categoryName = (id: string | null) => {
    const found = id ? categories.data?.find((c) => c.id === id) : undefined;
    return found ? localized(found.name, locale) : null;
  };

  const confirmDelete = (gift: Gift) => {
    if (!window.confirm(t('gifts.confirmDelete'))) return;
    remove.mutate(gift.id, {
      // An ordered gift is only deactivated: the server's message says so.
      onSuccess: (result) =>
        toast(
          result.outcome === 'deleted'
            ? { title: t('gifts.deleted'), variant: 'success' }
            : { title: t('gifts.deactivated'), description: result.message, variant: 'success' },
        ),
      onError: (err) => {
        if (!handleSessionExpired(err)) toast({ title: t('gifts.deleteError'), description: errorText(err, ''), variant: 'destructive' });
      },
    });
  };

  return (
    <>
      <PageHeader
        title={t('nav.gifts')}
        description={t('gifts.subtitle')}
        actions={
          <Button onClick={() => setDialog({ open: true, gift: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('gifts.new')}
          </Button>
        }
      />
      <GiftFilters filters={filters} categories={categories.data ?? []} />
      {gifts.isPending ? (
        <Spinner label={t('loading')} className="min-h-[30vh]" />
      ) : gifts.isError ? (
        <div role="alert" className="rounded-[var(--radius)] border border-danger/40 bg-red-50 p-4">
          <p>{t('loadError')}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void gifts.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : gifts.data.length === 0 ? (
        <div className="rounded-[calc(var(--radius)*2)] border border-dashed border-border bg-card p-8 text-center">
          <SearchX className="mx-auto h-8 w-8 text-muted" aria-hidden="true" />
          <p className="mt-3 text-muted">{t('gifts.empty')}</p>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {t('gifts.count', { count: gifts.data.length })}
          </p>
          <ul className="space-y-3">
            {gifts.data.map((gift) => (
              <GiftRow
                key={gift.id}
                gift={gift}
                categoryName={categoryName(gift.categoryId)}
                onEdit={() => setDialog({ open: true, gift })}
                onDelete={() => confirmDelete(gift)}
                deleting={remove.isPending && remove.variables === gift.id}
              />
            ))}
          </ul>
        </>
      )}
      <GiftDialog
        open={dialog.open}
        gift={dialog.gift}
        categories={categories.data ?? []}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
    </>
  );
}
