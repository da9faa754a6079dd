import { Loader2 } from 'lucide-react';
import type { MouseEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface ShowMoreProps {
  /** The next page's address: followed as is without the script, or with a modifier key. */
  href: string;
  loading: boolean;
  onMore: () => void;
  label: string;
}

/** "Voir plus de cadeaux": a real link to `?page=N+1`, which the script turns into adding the next gifts in place. */
export function ShowMore({ href, loading, onMore, label }: ShowMoreProps) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!loading) onMore();
  };
  return (
    <div className="mt-8 flex justify-center">
      <a href={href} onClick={click} aria-busy={loading} className={cn(buttonClass('outline', 'lg'), 'min-w-48 rounded-full')}>
        {loading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {label}
      </a>
    </div>
  );
}
