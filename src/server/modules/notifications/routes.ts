import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MessageAnswerSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
  TestEmailSchema,
} from '../../../contracts/notification-settings.js';
import type { Locale } from '../../../contracts/common.js';
import { outbox } from '../../db/schema/index.js';
import { invalid, notFound } from '../../http/app-error.js';
import { readSettingsOf } from '../settings/index.js';
import { readEmailBrand } from './brand.js';
import { openMailer, resolveMailTransport, resolveSmtpSettings, verifySmtp } from './mail-transport.js';
import { readNotificationSettingsForAdmin, updateNotificationSettings } from './settings.js';
import { testEmail } from './templates/admin-alerts.js';
import { retryOutboxMessage } from './worker.js';

const reason = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 300);

/** The notification settings screen and the outbox screen; mounted behind the admin guard. */
export const notificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const policy = () => ({ allowPrivate: app.deps.config.OUTBOUND_ALLOW_PRIVATE });

  app.get('/api/notification-settings', { schema: { response: { 200: NotificationSettingsSchema } } }, () =>
    readNotificationSettingsForAdmin(app.db),
  );

  app.put(
    '/api/notification-settings',
    { config: { changes: ['settings'] }, schema: { body: NotificationSettingsUpdateSchema, response: { 200: NotificationSettingsSchema } } },
    (request) => updateNotificationSettings(app.db, request.body, policy()),
  );

  // Connects and authenticates with the SMTP fields as saved; a failure is a 400 with the reason, never a 500.
  app.post('/api/test-smtp', { schema: { response: { 200: MessageAnswerSchema } } }, async () => {
    const smtp = await resolveSmtpSettings(app.db, app.deps.config);
    if (!smtp || smtp.kind !== 'smtp') throw invalid('Aucun serveur SMTP configuré : renseignez l’hôte SMTP.');
    try {
      await verifySmtp(smtp, policy());
    } catch (err) {
      throw invalid(`Impossible de se connecter avec ces paramètres SMTP : ${reason(err)}`);
    }
    return { message: `Connexion SMTP réussie (${String(smtp.options.host)}:${smtp.options.port})` };
  });

  // Sends at once (not through the outbox) so the admin learns right away whether mail leaves.
  app.post('/api/test-email', { schema: { body: TestEmailSchema, response: { 200: MessageAnswerSchema } } }, async (request) => {
    const s = await readSettingsOf(app.db, ['admin_email', 'company_name', 'default_language']);
    const to = request.body?.email ?? s.admin_email;
    if (!to) throw invalid('Aucune adresse : renseignez l’email administrateur dans les paramètres.');
    const transport = await resolveMailTransport(app.db, app.deps.config);
    if (!transport) throw invalid('Aucun serveur d’e-mail configuré.');
    const content = testEmail({
      locale: s.default_language as Locale,
      shopName: s.company_name,
      brand: await readEmailBrand(app.db, app.deps.config.publicUrl),
    });
    try {
      const mailer = await openMailer(transport, policy());
      try {
        await mailer.send({ to, subject: content.subject, text: content.text, html: content.html });
      } finally {
        mailer.close();
      }
    } catch (err) {
      throw invalid(`Impossible d'envoyer l'email de test : ${reason(err)}`);
    }
    return { message: `Email de test envoyé avec succès à ${to}` };
  });

  app.get('/api/admin/outbox', { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxPageSchema } } }, async (request) => {
    const { status, page, limit } = request.query;
    const where = status ? eq(outbox.status, status) : undefined;
    const [rows, [total], byStatus] = await Promise.all([
      app.db
        .select()
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
        .offset((page - 1) * limit),
      app.db.select({ n: count() }).from(outbox).where(where),
      app.db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status),
    ]);
    return {
      entries: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        recipient: r.recipient,
        template: r.template,
        subject: r.subject,
        body: r.body,
        status: r.status,
        attempts: r.attempts,
        lastError: r.lastError,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: r.nextAttemptAt.toISOString(),
      })),
      total: total?.n ?? 0,
      page,
      limit,
      counts: { pending: 0, sending: 0, sent: 0, failed: 0, held: 0, ...Object.fromEntries(byStatus.map((c) => [c.status, c.n])) },
    };
  });

  app.post(
    '/api/admin/outbox/:id/retry',
    { schema: { params: z.object({ id: z.uuid('Message introuvable') }), response: { 200: MessageAnswerSchema } } },
    async (request) => {
      const row = await retryOutboxMessage(app.db, request.params.id);
      if (!row) throw notFound('Message introuvable, ou déjà envoyé ou en attente');
      return { message: 'Message remis dans la file d’envoi' };
    },
  );
};
