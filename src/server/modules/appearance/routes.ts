import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const appearanceRoutes: FastifyPluginAsyncZod = async () => {};
