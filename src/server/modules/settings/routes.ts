import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSettingsSchema,
  PublicSettingsSchema,
  SettingSavedSchema,
  SettingUpdateSchema,
} from '../../../contracts/settings.js';
import { readAdminSettings, saveSetting } from './admin-settings.js';
import { readPublicSettings } from './public.js';

/**
 * `GET /api/settings`: public keys for a visitor, every key (secrets masked) for an admin. The one
 * public route whose answer depends on the role, because the back office contract reads it there.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { response: { 200: z.union([AdminSettingsSchema, PublicSettingsSchema]) } } },
    async (request) => {
      const settings = request.user?.role === 'admin' ? await readAdminSettings(app.db) : await readPublicSettings(app.db);
      return { ...settings, demo_mode: app.deps.config.demoRibbon };
    },
  );
};

/** Saving one setting at a time; mounted behind the admin guard. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/settings', { schema: { body: SettingUpdateSchema, response: { 200: SettingSavedSchema } } }, async (request) => {
    const saved = await saveSetting(app.db, request.body.key, request.body.value, { allowPrivate: app.deps.config.OUTBOUND_ALLOW_PRIVATE });
    // Public settings are written into index.html too.
    app.siteData.forget();
    if (saved.key === 'maintenance_mode') app.maintenance.forget();
    if (saved.key === 'payment_provider' || saved.key === 'cmi_gateway_url') app.payments.forgetFormTargets();
    return saved;
  });
};
