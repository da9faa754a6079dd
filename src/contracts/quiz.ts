import { z } from 'zod';
import { LocaleSchema, LocalizedSchema, MoneySchema } from './common.js';

/** The gift quiz's six questions and their values (storefront spec §3), in the order they are asked. */
export const quizQuestions = [
  { id: 'occasion', multiple: false, options: ['birthday', 'anniversary', 'mothers_day', 'graduation', 'new_job', 'just_because'] },
  { id: 'relationship', multiple: false, options: ['partner', 'mother', 'father', 'friend', 'colleague', 'family'] },
  { id: 'age_group', multiple: false, options: ['teen', 'young_adult', 'adult', 'mature', 'senior'] },
  { id: 'interests', multiple: true, options: ['beauty', 'wellness', 'food', 'fashion', 'culture', 'tech', 'experience'] },
  { id: 'budget', multiple: false, options: ['100-200', '200-400', '400-600', '600-1000', '1000+'] },
  { id: 'style', multiple: false, options: ['traditional', 'modern', 'luxury', 'eco'] },
] as const;

export type QuizQuestion = (typeof quizQuestions)[number];
export type QuizQuestionId = QuizQuestion['id'];
type OptionOf<Id extends QuizQuestionId> = Extract<QuizQuestion, { id: Id }>['options'][number];
export type Occasion = OptionOf<'occasion'>;
export type Relationship = OptionOf<'relationship'>;
export type AgeGroup = OptionOf<'age_group'>;
export type Interest = OptionOf<'interests'>;
export type Budget = OptionOf<'budget'>;
export type QuizStyle = OptionOf<'style'>;

/** A complete set of answers, one key per question. */
export interface QuizAnswers {
  occasion: Occasion;
  relationship: Relationship;
  age_group: AgeGroup;
  interests: Interest[];
  budget: Budget;
  style: QuizStyle;
}

/**
 * Price window of each budget, in MAD, both bounds included: the ranges share their bounds (a
 * 200 MAD gift fits "100-200" and "200-400"), "1000+" has no ceiling and, likewise, the lowest
 * range has no floor, so a gift under 100 MAD can still be recommended.
 */
export const budgetWindows: Record<Budget, { min: number; max: number | null }> = {
  '100-200': { min: 0, max: 200 },
  '200-400': { min: 200, max: 400 },
  '400-600': { min: 400, max: 600 },
  '600-1000': { min: 600, max: 1000 },
  '1000+': { min: 1000, max: null },
};

export const findQuestion = (id: string) => quizQuestions.find((q) => q.id === id);
const isOption = (question: QuizQuestion, value: string) => (question.options as readonly string[]).includes(value);

/**
 * The answers as a list of `{questionId, selectedOptions}` (spec §3), or the first reason they do
 * not make a complete quiz, in French.
 */
export function readQuizAnswers(list: readonly { questionId: string; selectedOptions: readonly string[] }[]):
  | { ok: true; answers: QuizAnswers }
  | { ok: false; message: string } {
  const chosen = new Map<QuizQuestionId, string[]>();
  for (const { questionId, selectedOptions } of list) {
    const question = findQuestion(questionId);
    if (!question) return { ok: false, message: `Question inconnue : « ${questionId} »` };
    if (chosen.has(question.id)) return { ok: false, message: `La question « ${question.id} » a reçu deux réponses` };
    if (selectedOptions.length === 0) return { ok: false, message: `Choisissez au moins une réponse à la question « ${question.id} »` };
    const unknown = selectedOptions.find((v) => !isOption(question, v));
    if (unknown !== undefined) return { ok: false, message: `Réponse inconnue à la question « ${question.id} » : « ${unknown} »` };
    if (!question.multiple && selectedOptions.length > 1) {
      return { ok: false, message: `Une seule réponse est possible à la question « ${question.id} »` };
    }
    // A repeated value counts once; the question's own order makes equal answers equal.
    chosen.set(question.id, question.options.filter((o: string) => selectedOptions.includes(o)));
  }
  const missing = quizQuestions.find((q) => !chosen.has(q.id));
  if (missing) return { ok: false, message: `Réponse manquante à la question « ${missing.id} »` };
  const one = (id: QuizQuestionId) => chosen.get(id)![0]!;
  return {
    ok: true,
    answers: {
      occasion: one('occasion') as Occasion,
      relationship: one('relationship') as Relationship,
      age_group: one('age_group') as AgeGroup,
      interests: chosen.get('interests') as Interest[],
      budget: one('budget') as Budget,
      style: one('style') as QuizStyle,
    },
  };
}

export const QuizAnswerSchema = z.object({
  questionId: z.string({ error: 'Identifiant de question requis' }).max(40),
  selectedOptions: z.array(z.string().max(40), { error: 'Liste de réponses requise' }).max(10, 'Trop de réponses'),
});

/** `POST /api/gift-quiz`. `locale` chooses the message's language (else the request's Accept-Language). */
export const QuizRequestSchema = z
  .object({
    answers: z.array(QuizAnswerSchema, { error: 'Réponses du quiz requises' }).max(12, 'Trop de réponses'),
    locale: LocaleSchema.optional(),
  })
  .transform((body, ctx) => {
    const read = readQuizAnswers(body.answers);
    if (!read.ok) {
      ctx.addIssue({ code: 'custom', message: read.message, path: ['answers'] });
      return z.NEVER;
    }
    return { answers: read.answers, locale: body.locale };
  });

export const QuizRecommendationSchema = z.object({
  id: z.string().uuid(),
  name: LocalizedSchema,
  /** Why this gift, in the three languages. */
  reason: z.object({ fr: z.string(), ar: z.string(), en: z.string() }),
  image: z.string().nullable(),
  price: MoneySchema,
  /** 0 to 100. */
  matchScore: z.number().int().min(0).max(100),
});
export type QuizRecommendation = z.infer<typeof QuizRecommendationSchema>;

export const QuizResultSchema = z.object({
  recommendations: z.array(QuizRecommendationSchema),
  /** A short note in the visitor's language, when an AI provider is configured and answered in time. */
  message: z.string().optional(),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** The answers as the API's list, in the questions' order. */
export const toAnswerList = (answers: QuizAnswers) =>
  quizQuestions.map((q) => {
    const value = answers[q.id];
    return { questionId: q.id, selectedOptions: Array.isArray(value) ? [...value] : [value as string] };
  });
