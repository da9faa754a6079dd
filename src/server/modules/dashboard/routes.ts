import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DashboardStatsSchema } from '../../../contracts/dashboard.js';
import { dashboardStats } from './stats.js';

/** The back office's first screen; mounted behind the admin guard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/dashboard/stats', { schema: { response: { 200: DashboardStatsSchema } } }, async () => dashboardStats(app.db));
};
