import { Pencil, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Gift } from '@contracts/catalog';
import { Money } from '@/components/admin/money';
import { Thumb } from '@/components/admin/thumb';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';

interface Props {
  gift: Gift;
  categoryName: string | null;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One gift of the list: picture, name, category and type, price, stock, state, and its two actions. */
export function GiftRow({ gift, categoryName, onEdit, onDelete, deleting }: Props) {
  const { t } = useTranslation('admin');
  const name = localized(gift.name, useLocale());
  const stock =
    gift.stock === null ? t('gifts.unlimited') : gift.stock === 0 ? t('gifts.soldOut') : t('gifts.stock', { count: gift.stock });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-[calc(var(--radius)*1.5)] border border-border bg-card p-3 sm:p-4">
      <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
        <Thumb src={gift.primaryImage ?? gift.images[0]} className="h-14 w-14" />
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="truncate text-sm text-muted">
            {categoryName ?? t('gifts.noCategory')} · {t(`giftType.${gift.type}`)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Money amount={gift.price} className="whitespace-nowrap font-semibold" />
        <Badge tone={gift.stock === 0 ? 'danger' : 'neutral'}>{stock}</Badge>
        <Badge tone={gift.isActive ? 'success' : 'neutral'}>{gift.isActive ? t('active') : t('inactive')}</Badge>
        {gift.isFeatured && (
          <Badge tone="primary">
            <Star className="h-3 w-3" aria-hidden="true" />
            {t('gifts.featured')}
          </Badge>
        )}
      </div>
      <div className="flex gap-2 ms-auto">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('gifts.editNamed', { name })}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{t('gifts.edit')}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} disabled={deleting} aria-label={t('gifts.deleteNamed', { name })} className="text-danger">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{t('gifts.delete')}</span>
        </Button>
      </div>
    </li>
  );
}
