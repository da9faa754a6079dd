import { useTranslation } from 'react-i18next';

/** "Question 2 sur 6" and the share done, (step + 1) / 6. */
export function QuizProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('quiz');
  const percent = Math.round(((step + 1) / total) * 100);
  const label = t('progress', { current: step + 1, total });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4 text-sm font-medium">
        <p>{label}</p>
        <p className="text-muted tabular-nums">{t('percent', { percent })}</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div className="h-full rounded-full bg-primary-strong transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
