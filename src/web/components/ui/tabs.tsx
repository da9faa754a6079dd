import { Tabs as T } from 'radix-ui';
import { cn } from '@/lib/cn';

export const Tabs = T.Root;

export function TabsList({ className, ...props }: T.TabsListProps) {
  return <T.List className={cn('inline-flex flex-wrap gap-1 rounded-[var(--radius)] bg-secondary p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: T.TabsTriggerProps) {
  return (
    <T.Trigger
      className={cn(
        'rounded-[var(--radius)] px-4 py-2 text-sm font-medium text-muted transition',
        'data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: T.TabsContentProps) {
  return <T.Content className={cn('mt-4 focus-visible:outline-none', className)} {...props} />;
}
