import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { GiftImage } from './gift-image';
import { GiftThumbnail } from './gift-thumbnail';

/** The main image and, when there are several, thumbnails that choose it (arrow keys move between them). */
export function GiftGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('catalog');
  const [index, setIndex] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[index] ?? images[0] ?? null;

  const onKeyDown = (e: KeyboardEvent) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[e.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + images.length) % images.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = images.length - 1;
    if (next === undefined) return;
    e.preventDefault();
    setIndex(next);
    thumbs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
      <div className="overflow-hidden rounded-[calc(var(--radius)*3)] border border-border bg-card shadow-[var(--shadow-card)]">
        <GiftImage
          key={current ?? 'none'}
          src={current}
          alt={images.length > 1 ? t('gallery.imageAlt', { name, index: index + 1, total: images.length }) : name}
          sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 100vw"
          priority
        />
      </div>
      {images.length > 1 && (
        <div role="group" aria-label={t('gallery.label')} onKeyDown={onKeyDown} className="grid grid-cols-4 gap-3 sm:grid-cols-5">
          {images.map((src, i) => (
            <button
              key={src}
              ref={(el) => {
                thumbs.current[i] = el;
              }}
              type="button"
              aria-pressed={i === index}
              aria-label={t('gallery.show', { index: i + 1, total: images.length })}
              onClick={() => setIndex(i)}
              className={cn(
                'overflow-hidden rounded-[var(--radius)] border-2 bg-card transition',
                i === index ? 'border-primary-strong shadow-md' : 'border-transparent opacity-75 hover:opacity-100',
              )}
            >
              <GiftThumbnail src={src} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
