import { useId } from 'react';
import { Check, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { passwordStrength, type StrengthLevel } from '@/features/auth/utils/password-strength';

const barColour: Record<StrengthLevel, string> = {
  weak: 'bg-danger',
  fair: 'bg-amber-500',
  good: 'bg-primary-strong',
  strong: 'bg-success',
  excellent: 'bg-success',
};

const tips = ['goodLength', 'uppercase', 'digit', 'symbol'] as const;

/** Five segments and a word for the score, then the tips, each ticked once met. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { score, level, checks } = passwordStrength(password);
  const word = t(`strength.${level}`);
  return (
    <div className="mt-3 space-y-2">
      <div className="flex items-center justify-between text-sm">
        <span id={`${id}-label`} className="text-muted">
          {t('strength.label')}
        </span>
        <span className="font-semibold" aria-hidden="true">
          {password ? word : '—'}
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={`${score}/5, ${word}`}
        className="grid grid-cols-5 gap-1.5"
      >
        {[1, 2, 3, 4, 5].map((step) => (
          <span
            key={step}
            className={cn('h-1.5 rounded-full transition-colors', step <= score ? barColour[level] : 'bg-border')}
          />
        ))}
      </div>
      <p className="pt-1 text-xs text-muted">{t('strength.tips')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {tips.map((tip) => {
          const met = checks[tip];
          const Icon = met ? Check : Circle;
          return (
            <li key={tip} className={cn('flex items-center gap-1.5', met ? 'text-success' : 'text-muted')}>
              <Icon className={cn('shrink-0', met ? 'h-3.5 w-3.5' : 'h-2 w-2 mx-[3px]')} aria-hidden="true" />
              <span>{t(`strength.${tip}`)}</span>
              <span className="sr-only">{t(met ? 'strength.met' : 'strength.unmet')}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
