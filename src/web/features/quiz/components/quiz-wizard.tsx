import { useEffect, useRef } from 'react';
import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { quizQuestions } from '@contracts/quiz';
import { Button } from '@/components/ui/button';
import { QUESTION_COUNT, type QuizDraft } from '@/features/quiz/utils/quiz-url';
import { QuizProgress } from './quiz-progress';
import { QuizQuestion } from './quiz-question';

interface QuizWizardProps {
  draft: QuizDraft;
  step: number;
  onAnswer: (questionId: string, values: string[]) => void;
  onStep: (step: number) => void;
  onSubmit: () => void;
  pending: boolean;
  failed: boolean;
}

/** The six questions one at a time; Next waits for an answer, and the last one asks for the recommendations. */
export function QuizWizard({ draft, step, onAnswer, onStep, onSubmit, pending, failed }: QuizWizardProps) {
  const { t } = useTranslation('quiz');
  const question = quizQuestions[step]!;
  const selected = draft[question.id] ?? [];
  const last = step === QUESTION_COUNT - 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After Previous or Next, a screen reader starts at the new question; not on the first render.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  return (
    <form
      className="rounded-[calc(var(--radius)*2)] border border-border bg-card p-5 shadow-[var(--shadow-card)] sm:p-8"
      onSubmit={(e) => {
        e.preventDefault();
        if (selected.length === 0 || pending) return;
        if (last) onSubmit();
        else onStep(step + 1);
      }}
    >
      <QuizProgress step={step} total={QUESTION_COUNT} />
      <div className="mt-8">
        <QuizQuestion key={question.id} question={question} selected={selected} onChange={(values) => onAnswer(question.id, values)} headingRef={heading} />
      </div>
      {failed && (
        <p role="alert" className="mt-6 rounded-[var(--radius)] border border-danger/40 bg-danger/10 px-4 py-3 text-sm text-danger">
          {t('failed')}
        </p>
      )}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" disabled={step === 0 || pending} onClick={() => onStep(step - 1)}>
          <ArrowLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
          {t('previous')}
        </Button>
        <Button type="submit" size="lg" disabled={selected.length === 0 || pending} aria-busy={pending || undefined}>
          {last ? (pending ? t('submitting') : t('submit')) : t('next')}
          {last ? <Sparkles className="h-5 w-5" aria-hidden="true" /> : <ArrowRight className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />}
        </Button>
      </div>
    </form>
  );
}
