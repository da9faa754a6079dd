import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The inline confirm step of a category's deletion (no browser dialog); it takes the focus when it appears. */
export function DeleteConfirm(props: { name: string; pending: boolean; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div role="group" aria-label={t('categories.confirmTitle', { name: props.name })} className="flex w-full flex-wrap items-center gap-2 rounded-[var(--radius)] bg-red-50 p-3">
      <p className="me-auto text-sm font-medium text-red-950">{t('categories.confirmTitle', { name: props.name })}</p>
      <Button ref={confirm} variant="danger" size="sm" disabled={props.pending} onClick={props.onConfirm}>
        {props.pending ? t('categories.deleting') : t('categories.confirmDelete')}
      </Button>
      <Button variant="outline" size="sm" onClick={props.onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
