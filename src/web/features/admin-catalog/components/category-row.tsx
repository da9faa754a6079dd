import { useId, useRef, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/catalog';
import { Thumb } from '@/components/admin/thumb';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/i18n/locale';
import { localized } from '@/lib/format';
import { DeleteConfirm } from './delete-confirm';

interface Props {
  category: Category;
  onEdit: () => void;
  onToggleVisible: (visible: boolean) => void;
  toggling: boolean;
  onDelete: (done: { refused: (message: string) => void; deleted: () => void }) => void;
  deleting: boolean;
}

/** One category: colour, icon, picture, names, display order, a visibility switch, edit and an inline-confirmed delete. */
export function CategoryRow({ category, onEdit, onToggleVisible, toggling, onDelete, deleting }: Props) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const name = localized(category.name, locale);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState('');
  const deleteButton = useRef<HTMLButtonElement>(null);
  // Back to the delete button once the confirm step goes away, so the keyboard does not lose its place.
  const stopConfirming = () => {
    setConfirming(false);
    setTimeout(() => deleteButton.current?.focus());
  };

  return (
    <li className="rounded-[calc(var(--radius)*1.5)] border border-border bg-card p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full text-xl" style={{ backgroundColor: category.color }} aria-hidden="true">
            {category.icon}
          </span>
          <Thumb src={category.imageUrl} className="hidden h-12 w-12 sm:block" />
          <div className="min-w-0">
            <p className="truncate font-semibold">{name}</p>
            <p className="truncate text-sm text-muted">
              {t('categories.position', { order: category.order })}
              {localized(category.description, locale) && ` · ${localized(category.description, locale)}`}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Switch.Root
            id={`${id}-visible`}
            checked={category.isVisible}
            disabled={toggling}
            onCheckedChange={onToggleVisible}
            className="relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-muted/80 p-0.5 transition-colors disabled:opacity-50 data-[state=checked]:bg-primary-strong"
          >
            <Switch.Thumb className="block h-6 w-6 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
          </Switch.Root>
          <label htmlFor={`${id}-visible`} className="cursor-pointer text-sm">
            <span className="sr-only">{name} : </span>
            {category.isVisible ? t('categories.visible') : t('categories.hidden')}
          </label>
        </div>
        {!confirming && (
          <div className="ms-auto flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('gifts.editNamed', { name })}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('gifts.edit')}
            </Button>
            <Button
              ref={deleteButton}
              variant="outline"
              size="sm"
              className="text-danger"
              aria-label={t('gifts.deleteNamed', { name })}
              onClick={() => {
                setRefusal('');
                setConfirming(true);
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t('gifts.delete')}
            </Button>
          </div>
        )}
      </div>
      {confirming && (
        <div className="mt-3">
          <DeleteConfirm
            name={name}
            pending={deleting}
            onCancel={stopConfirming}
            onConfirm={() =>
              onDelete({
                deleted: () => setConfirming(false),
                refused: (message) => {
                  setRefusal(message);
                  stopConfirming();
                },
              })
            }
          />
        </div>
      )}
      {refusal && (
        <p role="alert" className="mt-3 rounded-[var(--radius)] bg-amber-50 p-3 text-sm text-amber-950">
          {refusal}
        </p>
      )}
    </li>
  );
}
