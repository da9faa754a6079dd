import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/session.js';
import {
  AdminSettingsSchema,
  PublicSettingsSchema,
  SettingSavedSchema,
  SettingUpdateSchema,
} from '../../../contracts/settings.js';
import { readAdminSettings, saveSetting } from './admin-settings.js';
import { readPublicSettings } from './public.js';

/** `GET /api/settings`: public keys for a visitor, every key (secrets masked) for an admin. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { response: { 200: z.union([AdminSettingsSchema, PublicSettingsSchema]) } } },
    async (request) => {
      const settings = request.user?.role === 'admin' ? await readAdminSettings(app.db) : await readPublicSettings(app.db);
      return { ...settings, demo_mode: app.deps.config.demoRibbon };
    },
  );

  app.post(
    '/api/settings',
    { onRequest: requireAdmin, schema: { body: SettingUpdateSchema, response: { 200: SettingSavedSchema } } },
    async (request) => saveSetting(app.db, request.body.key, request.body.value),
  );
};
