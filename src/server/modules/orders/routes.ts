import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderRoutes: FastifyPluginAsyncZod = async () => {};
