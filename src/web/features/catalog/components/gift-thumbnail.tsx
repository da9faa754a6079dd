import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { variantUrl } from '@/features/catalog/utils/gift-image';

/** A small square preview (the 400 px variant); a failed load shows an icon. */
export function GiftThumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="flex aspect-square w-full items-center justify-center bg-secondary">
        <ImageOff className="h-6 w-6 text-muted" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={variantUrl(src, 400)}
      alt=""
      width={400}
      height={400}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square w-full object-cover"
    />
  );
}
