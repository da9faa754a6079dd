import { useState } from 'react';
import { Gift as GiftIcon, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { imageSources } from '@/features/catalog/utils/gift-image';

interface GiftImageProps {
  src: string | null | undefined;
  alt: string;
  /** The rendered width, for the browser to pick a variant, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** First visible images: loaded at once and early. */
  priority?: boolean;
  className?: string;
}

/** A square gift image over its resized variants; no image or a failed load shows an icon instead. */
export function GiftImage({ src, alt, sizes, priority = false, className }: GiftImageProps) {
  const { t } = useTranslation('catalog');
  const [failed, setFailed] = useState(false);

  if (!src || failed) {
    const Icon = failed ? ImageOff : GiftIcon;
    return (
      <div
        role="img"
        aria-label={failed ? t('image.unavailable', { name: alt }) : alt}
        className={cn(
          'flex aspect-square w-full items-center justify-center bg-gradient-to-br from-secondary via-background to-accent/40',
          className,
        )}
      >
        <Icon className="h-1/4 w-1/4 max-h-16 max-w-16 text-primary-strong/60" strokeWidth={1.25} aria-hidden="true" />
      </div>
    );
  }

  const { src: url, srcSet } = imageSources(src);
  return (
    <img
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={800}
      height={800}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('aspect-square w-full bg-secondary object-cover', className)}
    />
  );
}
