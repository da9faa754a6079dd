import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DashboardStatsSchema } from '../../../contracts/dashboard.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import { dashboardStats } from './stats.js';

/** The back office's first screen; mounted behind the admin guard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dashboard/stats', { schema: { response: { 200: DashboardStatsSchema, 304: z.null() } } }, async (request, reply) =>
    app.adminAnswers.send(request, reply, async () => CachedAnswer.json(DashboardStatsSchema, await dashboardStats(app.db, app.now()))),
  );
};
