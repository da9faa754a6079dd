import { cn } from '@/lib/cn';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-[var(--radius)] bg-secondary', className)} />;
}

export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center p-8', className)}>
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary-strong" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
