import { quizQuestions, type QuizAnswers, type QuizQuestionId } from '@contracts/quiz';

/** What the visitor has chosen so far, question by question. */
export type QuizDraft = Partial<Record<QuizQuestionId, string[]>>;

export const QUESTION_COUNT = quizQuestions.length;
const STEP = 'step';

/**
 * The quiz as the URL holds it: one key per answered question (`interests=food,tech`) and, while
 * the visitor is answering, `step` (1 to 6). Complete answers without `step` are the results, so a
 * results link can be shared. Unknown values are dropped; a single-choice question keeps one.
 */
export function readQuiz(params: URLSearchParams): { draft: QuizDraft; step: number | null } {
  const draft: QuizDraft = {};
  for (const q of quizQuestions) {
    const wanted = (params.get(q.id) ?? '').split(',');
    const values = q.options.filter((o: string) => wanted.includes(o));
    if (values.length > 0) draft[q.id] = q.multiple ? values : values.slice(0, 1);
  }
  const step = Number(params.get(STEP));
  return { draft, step: Number.isInteger(step) && step >= 1 && step <= QUESTION_COUNT ? step - 1 : null };
}

/** The query string for a draft, at a step (0-based) or, with null, showing the results. */
export function quizSearch(draft: QuizDraft, step: number | null): string {
  const params = new URLSearchParams();
  for (const q of quizQuestions) {
    const values = draft[q.id];
    if (values?.length) params.set(q.id, values.join(','));
  }
  if (step !== null) params.set(STEP, String(step + 1));
  // Commas stay readable in a shared link.
  return params.toString().replaceAll('%2C', ',');
}

/** The complete answers, or null while a question is unanswered. */
export function completeAnswers(draft: QuizDraft): QuizAnswers | null {
  if (quizQuestions.some((q) => !draft[q.id]?.length)) return null;
  const one = (id: QuizQuestionId) => draft[id]![0]!;
  return {
    occasion: one('occasion'),
    relationship: one('relationship'),
    age_group: one('age_group'),
    interests: draft.interests!,
    budget: one('budget'),
    style: one('style'),
  } as QuizAnswers;
}

/** The first question without an answer (the last one when all are answered). */
export const firstUnanswered = (draft: QuizDraft) => {
  const i = quizQuestions.findIndex((q) => !draft[q.id]?.length);
  return i === -1 ? QUESTION_COUNT - 1 : i;
};
