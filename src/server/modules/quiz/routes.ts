import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { QuizRequestSchema, QuizResultSchema } from '../../../contracts/quiz.js';
import { enforceRateLimits, type RateLimitRule } from '../../http/rate-limit.js';
import { localeFromHeader } from '../../lib/language/request-locale.js';
import { rejectInvalidForm } from '../page-texts/index.js';
import { quizMessage } from './ai-message.js';
import { recommendGifts } from './recommend.js';

/** Plenty for a person retaking the quiz or switching language; the AI message costs the shop money. */
export const QUIZ_LIMIT: RateLimitRule = { max: 30, windowMs: 15 * 60_000 };

/** The gift quiz (storefront spec §2, /gift-quiz). */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/gift-quiz',
    { attachValidation: true, schema: { body: QuizRequestSchema, response: { 200: QuizResultSchema } } },
    async (request) => {
      rejectInvalidForm(request);
      await enforceRateLimits(app.db, [{ key: `quiz:ip:${request.ip}`, rule: QUIZ_LIMIT }]);
      const { answers } = request.body;
      const locale = request.body.locale ?? localeFromHeader(request.headers['accept-language']);
      const recommendations = await recommendGifts(app.db, answers);
      const message = await quizMessage(app.db, app.deps.config, { answers, recommendations, locale }, request.log);
      return { recommendations, ...(message && { message }) };
    },
  );
};
