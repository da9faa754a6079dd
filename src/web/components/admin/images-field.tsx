import { useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Thumb } from './thumb';
import { Button } from '@/components/ui/button';
import { useUploadImages } from './use-upload-images';
import { moveItem, removeItem } from './image-list';

interface Props {
  label: string;
  hint?: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** One picture only (a category's): a new upload replaces it. */
  single?: boolean;
  max?: number;
  error?: string;
  /** Told when uploads start and end: the form waits for them before it saves. */
  onUploadingChange?: (uploading: boolean) => void;
}

const iconButton =
  'grid h-9 w-9 place-items-center rounded-full border border-border bg-card hover:bg-secondary aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * Pictures: upload several, reorder with buttons (the first is the main picture), remove.
 * Items are keyed by URL, so a moved picture keeps the keyboard focus on the button that moved it;
 * the end buttons are aria-disabled rather than disabled so focus is never dropped.
 */
export function ImagesField({ label, hint, value, onChange, single, max = 12, error, onUploadingChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const { upload, progress } = useUploadImages((urls) => onChange(single ? urls.slice(-1) : [...value, ...urls].slice(0, max)), onUploadingChange);

  const move = (index: number, step: -1 | 1) => {
    const to = index + step;
    if (to < 0 || to >= value.length) return;
    onChange(moveItem(value, index, step));
    setAnnouncement(t('images.moved', { position: to + 1, count: value.length }));
  };
  const remove = (index: number) => {
    onChange(removeItem(value, index));
    setAnnouncement(t('images.removed'));
  };

  return (
    <fieldset aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}>
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="mb-2 text-xs text-muted">
          {hint}
        </p>
      )}
      {value.length > 0 && (
        <ol className="mb-3 space-y-2">
          {value.map((url, i) => (
            <li key={url} className="flex items-center gap-3 rounded-[var(--radius)] border border-border bg-card p-2">
              <Thumb src={url} className="h-14 w-14" />
              <span className="min-w-0 flex-1 text-sm">
                {single ? t('images.picture') : i === 0 ? t('images.main') : t('images.number', { position: i + 1 })}
              </span>
              {!single && (
                <>
                  <button type="button" className={iconButton} aria-disabled={i === 0} aria-label={t('images.up', { position: i + 1 })} onClick={() => move(i, -1)}>
                    <ArrowUp className="h-4 w-4" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-disabled={i === value.length - 1}
                    aria-label={t('images.down', { position: i + 1 })}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowDown className="h-4 w-4" aria-hidden="true" />
                  </button>
                </>
              )}
              <button type="button" className={`${iconButton} text-danger`} aria-label={t('images.remove', { position: i + 1 })} onClick={() => remove(i)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={!single}
        className="hidden"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void upload(files);
        }}
      />
      <Button variant="outline" size="sm" disabled={progress !== null || (!single && value.length >= max)} onClick={() => input.current?.click()}>
        <ImagePlus className="h-4 w-4" aria-hidden="true" />
        {progress ? t('images.uploading', { done: progress.done, total: progress.total }) : single ? t('images.choose') : t('images.add')}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
