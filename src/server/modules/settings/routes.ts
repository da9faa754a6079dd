import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSettingsSchema,
  PublicSettingsSchema,
  SettingSavedSchema,
  SettingsPatchSchema,
  SettingsSavedSchema,
  SettingUpdateSchema,
} from '../../../contracts/settings.js';
import { CachedAnswer } from '../../lib/caches/cached-answer.js';
import { readAdminSettings, saveSetting, saveSettings } from './admin-settings.js';
import { readPublicSettings } from './public.js';

/**
 * `GET /api/settings`: public keys for a visitor, every key (secrets masked) for an admin. The one
 * public route whose answer depends on the role, because the back office contract reads it there.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings',
    { schema: { response: { 200: z.union([AdminSettingsSchema, PublicSettingsSchema]), 304: z.null() } } },
    async (request, reply) => {
      if (request.user?.role === 'admin') return { ...(await readAdminSettings(app.db)), demo_mode: app.deps.config.demoRibbon };
      // The answer depends on the role: no browser or proxy keeps it (the server still sends it pre-encoded).
      return app.publicCache.send(
        request,
        reply,
        'settings',
        'public',
        async () => CachedAnswer.json(PublicSettingsSchema, { ...(await readPublicSettings(app.db)), demo_mode: app.deps.config.demoRibbon }),
        'no-store',
      );
    },
  );
};

/**
 * Saving settings; mounted behind the admin guard. `PATCH` saves a screen's changed keys together
 * (all or none, each refusal on its key); `POST` is the same save for one key.
 */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbound = () => ({ allowPrivate: app.deps.config.OUTBOUND_ALLOW_PRIVATE });
  app.patch(
    '/api/settings',
    { config: { changes: ['settings'] }, schema: { body: SettingsPatchSchema, response: { 200: SettingsSavedSchema } } },
    async (request) => saveSettings(app.db, request.body, outbound()),
  );
  app.post(
    '/api/settings',
    { config: { changes: ['settings'] }, schema: { body: SettingUpdateSchema, response: { 200: SettingSavedSchema } } },
    async (request) => saveSetting(app.db, request.body.key, request.body.value, outbound()),
  );
};
