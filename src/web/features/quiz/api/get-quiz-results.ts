import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import { toAnswerList, type QuizAnswers, type QuizResult } from '@contracts/quiz';
import { api } from '@/lib/api';

export const getQuizResults = (answers: QuizAnswers, locale: Locale, signal?: AbortSignal) =>
  api<QuizResult>('/api/gift-quiz', { method: 'POST', body: { answers: toAnswerList(answers), locale }, signal });

/** Same answers, same list: the answer is cached per answers and language (the message is in that language). */
export const quizResultsQuery = (answers: QuizAnswers, locale: Locale) =>
  queryOptions({ queryKey: ['gift-quiz', answers, locale], queryFn: ({ signal }) => getQuizResults(answers, locale, signal) });
