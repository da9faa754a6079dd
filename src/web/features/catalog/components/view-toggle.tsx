import { useId } from 'react';
import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CatalogView } from '@/features/catalog/utils/catalog-filters';

const options = [
  { view: 'grid', Icon: LayoutGrid },
  { view: 'list', Icon: List },
] as const;

/** Grid or list display of the catalogue; `compact` keeps its label for screen readers only. */
export function ViewToggle(props: { view: CatalogView; onChange: (view: CatalogView) => void; className?: string; compact?: boolean }) {
  const { view, onChange, className, compact } = props;
  const { t } = useTranslation('catalog');
  const labelId = useId();
  return (
    <div className={cn('flex flex-col', className)}>
      <span className={compact ? 'sr-only' : 'mb-1.5 block text-sm font-medium'} id={labelId}>
        {t('view.label')}
      </span>
      <div role="group" aria-labelledby={labelId} className="inline-flex h-11 w-fit rounded-[var(--radius)] border border-border bg-background p-1">
        {options.map(({ view: v, Icon }) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onChange(v)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-[calc(var(--radius)-2px)] px-3 text-sm font-medium transition',
              view === v ? 'bg-primary text-on-primary shadow-sm' : 'text-muted hover:text-foreground',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`view.${v}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
