import { LayoutList, Table2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { OrdersLayout } from '@/features/admin-orders/hooks/use-orders-layout';

const choices = [
  { layout: 'cards', icon: LayoutList },
  { layout: 'table', icon: Table2 },
] as const;

/** Two pressed-or-not buttons: the orders as cards, or as a table of one row each. */
export function OrdersLayoutToggle({ layout, onChange }: { layout: OrdersLayout; onChange: (layout: OrdersLayout) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-label={t('orders.layout.label')} className="inline-flex h-11 rounded-[var(--radius)] border border-border bg-card p-1">
      {choices.map(({ layout: value, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex cursor-pointer items-center gap-2 rounded-[calc(var(--radius)-0.25rem)] px-3 text-sm font-medium transition',
            layout === value ? 'bg-primary/30 text-foreground' : 'text-muted hover:bg-secondary',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden="true" />
          {t(`orders.layout.${value}`)}
        </button>
      ))}
    </div>
  );
}
