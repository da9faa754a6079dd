import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A rating drawn as five stars (filled up to the rounded value), read by screen readers as `label`
 * ("4,5 sur 5"). For display only: the review form has its own radio group.
 */
export function Stars({ value, label, className, size = 'h-4 w-4' }: { value: number; label: string; className?: string; size?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={label} className={cn('inline-flex shrink-0 items-center gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className={cn(size, n <= filled ? 'fill-amber-500 text-amber-600' : 'text-muted/50')} />
      ))}
    </span>
  );
}
