import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FieldError } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface Props {
  label: string;
  /** null until the customer picks a star: no rating is assumed for them. */
  value: number | null;
  onChange: (value: number) => void;
  /** The form's name for the group, so the browser groups its five radios. */
  name: string;
  /** Shown under the stars and read with the group once the customer tried to send without it. */
  error?: string;
}

/**
 * Five stars as a native radio group: Tab reaches the chosen star (the first while none is), the
 * arrow keys change the rating (mirrored in Arabic by the browser), and each radio is read as
 * "3 étoiles sur 5". The group is required and says so when left unrated.
 */
export function StarRatingInput({ label, value, onChange, name, error }: Props) {
  const { t } = useTranslation('reviews');
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-required="true"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      className="min-w-0"
    >
      <legend id={`${id}-label`} className="mb-1 font-medium">
        {label}
      </legend>
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
              <Star
                aria-hidden="true"
                className={cn('h-8 w-8 transition-colors', value !== null && n <= value ? 'fill-amber-500 text-amber-600' : 'text-muted/60')}
              />
            </span>
          </label>
        ))}
        <span aria-hidden="true" className="ms-2 text-sm text-muted tabular-nums">
          {value === null ? t('unrated') : `${value}/5`}
        </span>
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}
