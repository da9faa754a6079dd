import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { orderStatuses } from '@/components/admin/statuses';
import { Select } from '@/components/ui/input';

const small =
  'h-8 cursor-pointer rounded-[var(--radius)] border border-border bg-card ps-2 pe-1 text-xs text-foreground ' +
  'focus:border-primary-strong focus:outline-none focus:ring-2 focus:ring-primary/40';

interface Props {
  label: string;
  /** In a table row, where the column's header says it: the label is left to screen readers and the select is small. */
  compact?: boolean;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
}

/** A labelled choice among the four order statuses, for one order or for the ticked ones. */
export function StatusSelect({ label, compact, value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const options = orderStatuses.map((s) => (
    <option key={s} value={s}>
      {t(`status.${s}`)}
    </option>
  ));
  return (
    <div>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mb-1 block text-xs font-medium text-muted'}>
        {label}
      </label>
      {compact ? (
        // Its own sizes: the field's height and text would win over smaller ones given as classes.
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as OrderStatus)} className={small}>
          {options}
        </select>
      ) : (
        <Select id={id} value={value} onChange={(e) => onChange(e.target.value as OrderStatus)} className="h-9 w-40 text-sm">
          {options}
        </Select>
      )}
    </div>
  );
}
