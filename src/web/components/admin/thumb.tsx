import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Uploaded pictures come in 400, 800 and 1200 px; a thumbnail needs the smallest. */
const small = (url: string) => url.replace(/-800\.webp$/, '-400.webp');

/** A square picture; a missing or broken one gives way to an icon (spec §8). */
export function Thumb({ src, className }: { src: string | null | undefined; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const box = cn('shrink-0 overflow-hidden rounded-[var(--radius)] bg-secondary', className ?? 'h-12 w-12');
  if (!src || broken === src) {
    return (
      <span className={cn(box, 'grid place-items-center text-muted')} aria-hidden="true">
        <ImageOff className="h-5 w-5" />
      </span>
    );
  }
  return <img src={small(src)} alt="" loading="lazy" onError={() => setBroken(src)} className={cn(box, 'object-cover')} />;
}
