import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The form's name for the group, so the browser groups its five radios. */
  name: string;
}

/**
 * Five stars as a native radio group: Tab reaches the chosen star, the arrow keys change the rating
 * (mirrored in Arabic by the browser), and each radio is read as "3 étoiles sur 5".
 */
export function StarRatingInput({ label, value, onChange, name }: Props) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-medium">{label}</legend>
      <div className="flex flex-wrap items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative cursor-pointer">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('stars', { count: n })}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="flex h-11 w-11 items-center justify-center rounded-full peer-focus-visible:ring-2 peer-focus-visible:ring-primary-strong peer-focus-visible:ring-offset-2">
              <Star aria-hidden="true" className={cn('h-8 w-8 transition-colors', n <= value ? 'fill-amber-500 text-amber-600' : 'text-muted/60')} />
            </span>
          </label>
        ))}
        <span aria-hidden="true" className="ms-2 text-sm text-muted tabular-nums">
          {value}/5
        </span>
      </div>
    </fieldset>
  );
}
