import { useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHero } from '@/components/layout/page-hero';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { useLocale } from '@/i18n/locale';
import { quizResultsQuery } from '@/features/quiz/api/get-quiz-results';
import { completeAnswers, firstUnanswered, quizSearch, readQuiz, type QuizDraft } from '@/features/quiz/utils/quiz-url';
import { QuizResults } from './quiz-results';
import { QuizWizard } from './quiz-wizard';

/**
 * The gift quiz, its state in the URL: answering replaces the address (a reload resumes at the same
 * question), the results are a page of their own (a link to share, Back returns to the last question).
 */
export function QuizPage() {
  const { t } = useTranslation('quiz');
  useDocumentTitle(t('title'));
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [path, navigate] = useLocation();
  const { draft, step } = readQuiz(params);
  const answers = completeAnswers(draft);
  const showResults = answers !== null && step === null;
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const go = (next: QuizDraft, nextStep: number | null, replace: boolean) => {
    const search = quizSearch(next, nextStep);
    navigate(search ? `${path}?${search}` : path, { replace });
  };
  const current = step ?? firstUnanswered(draft);

  const submit = async () => {
    if (!answers) return;
    setPending(true);
    setFailed(false);
    try {
      await queryClient.fetchQuery(quizResultsQuery(answers, locale));
      go(draft, null, false);
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('heading')} intro={showResults ? undefined : t('intro')} compact />
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        {showResults ? (
          <QuizResults answers={answers} onRetake={() => go({}, 0, false)} />
        ) : (
          <div className="mx-auto max-w-2xl">
            <QuizWizard
              draft={draft}
              step={current}
              pending={pending}
              failed={failed}
              onAnswer={(id, values) => {
                setFailed(false);
                go({ ...draft, [id]: values }, current, true);
              }}
              onStep={(next) => go(draft, next, true)}
              onSubmit={() => void submit()}
            />
          </div>
        )}
      </div>
    </>
  );
}
