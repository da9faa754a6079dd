import type { Ref } from 'react';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion as Question } from '@contracts/quiz';
import { cn } from '@/lib/cn';

/**
 * One question as a native radio group (single choice: arrows move the choice) or a group of
 * checkboxes (interests); the question is the group's legend, so each option is read with it.
 */
export function QuizQuestion({
  question,
  selected,
  onChange,
  headingRef,
}: {
  question: Question;
  selected: readonly string[];
  onChange: (values: string[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { t } = useTranslation('quiz');
  const type = question.multiple ? 'checkbox' : 'radio';
  const toggle = (option: string, checked: boolean) => {
    if (!question.multiple) return onChange([option]);
    const next = checked ? [...selected, option] : selected.filter((v) => v !== option);
    onChange(question.options.filter((o: string) => next.includes(o)));
  };

  return (
    <fieldset aria-describedby={question.multiple ? `quiz-hint-${question.id}` : undefined}>
      <legend className="w-full">
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl leading-snug font-semibold text-balance outline-none sm:text-3xl">
          {t(`questions.${question.id}`)}
        </h2>
      </legend>
      {question.multiple && (
        <p id={`quiz-hint-${question.id}`} className="mt-2 text-sm text-muted">
          {t('multipleHint')}
        </p>
      )}
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {question.options.map((option: string) => {
          const checked = selected.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-[calc(var(--radius)*1.5)] border-2 bg-card px-4 py-3 text-start font-medium transition',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-strong has-[:focus-visible]:ring-offset-2 hover:border-primary',
                checked ? 'border-primary-strong bg-primary/15' : 'border-border',
              )}
            >
              <input
                type={type}
                name={`quiz-${question.id}`}
                value={option}
                checked={checked}
                onChange={(e) => toggle(option, e.target.checked)}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'grid h-6 w-6 shrink-0 place-items-center border-2 transition',
                  question.multiple ? 'rounded-md' : 'rounded-full',
                  checked ? 'border-primary-strong bg-primary-strong text-on-primary-strong' : 'border-muted/60 bg-card',
                )}
              >
                {checked && <Check className="h-4 w-4" strokeWidth={3} />}
              </span>
              <span>{t(`options.${question.id}.${option}` as 'options.occasion.birthday')}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
