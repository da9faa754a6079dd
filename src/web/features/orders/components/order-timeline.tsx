import { useTranslation } from 'react-i18next';
import { Check, Circle, X } from 'lucide-react';
import { useLocale } from '@/i18n/locale';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { buildTimeline, type TimelineEvent, type TimelineStep } from '@/features/orders/utils/timeline';

/** The order's history as an ordered list: what happened with its time, the current step, what comes next. */
export function OrderTimeline({ events, status, headingLevel = 2 }: { events: TimelineEvent[]; status: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('orders');
  const steps = buildTimeline(events, status);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="timeline-title">
      <Heading id="timeline-title" className="mb-4 text-xl font-semibold">
        {t('timeline.title')}
      </Heading>
      <ol className="relative">
        {steps.map((step, i) => (
          <Step key={`${step.raw}-${i}`} step={step} last={i === steps.length - 1} />
        ))}
      </ol>
    </section>
  );
}

function Step({ step, last }: { step: TimelineStep; last: boolean }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const label = step.key ? t(`timeline.steps.${step.key}`) : step.raw;
  const current = step.state === 'current';
  const upcoming = step.state === 'upcoming';
  const Icon = step.tone === 'danger' ? X : upcoming ? Circle : Check;
  return (
    <li className="relative flex gap-4 pb-6 last:pb-0" aria-current={current ? 'step' : undefined}>
      {!last && (
        <span
          aria-hidden="true"
          className={cn('absolute start-[15px] top-8 bottom-0 w-0.5', upcoming ? 'bg-border' : 'bg-primary-strong/60')}
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          'relative z-10 flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2',
          upcoming && 'border-border bg-card text-muted',
          !upcoming && step.tone === 'danger' && 'border-danger bg-danger text-white',
          !upcoming && step.tone !== 'danger' && 'border-primary-strong bg-primary-strong text-on-primary-strong',
          current && 'ring-4 ring-primary/40',
        )}
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 pt-1">
        <p className={cn('font-medium', upcoming && 'text-muted', current && 'font-semibold')}>
          {label}
          <span className="sr-only"> ({t(`timeline.${step.state}`)})</span>
        </p>
        {step.at && (
          <p className="text-sm text-muted">
            <time dateTime={step.at}>{formatDate(step.at, locale, true)}</time>
          </p>
        )}
      </div>
    </li>
  );
}
