import { QuizPage } from '@/features/quiz/components/quiz-page';

export default function Page() {
  return (
    <main id="main">
      <QuizPage />
    </main>
  );
}
