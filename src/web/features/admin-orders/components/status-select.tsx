import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@contracts/orders';
import { orderStatuses } from '@/components/admin/statuses';
import { Select } from '@/components/ui/input';

interface Props {
  label: string;
  value: OrderStatus;
  onChange: (status: OrderStatus) => void;
}

/** A labelled choice among the four order statuses, for one order or for the ticked ones. */
export function StatusSelect({ label, value, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value as OrderStatus)} className="h-9 w-40 text-sm">
        {orderStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
