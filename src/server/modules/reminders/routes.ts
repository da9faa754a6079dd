import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contracts/common.js';
import { ReminderInputSchema, ReminderSchema, ReminderUnsubscribeSchema } from '../../../contracts/reminders.js';
import { requireUser, signedInUser } from '../../http/session.js';
import { createReminder, deleteReminder, listReminders, unsubscribeReminder } from './service.js';

/** A signed-in customer's occasion reminders, and the one-click way out every reminder carries. */
export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/reminders', { onRequest: requireUser, schema: { response: { 200: z.array(ReminderSchema) } } }, async (request) =>
    listReminders(app.db, signedInUser(request).id),
  );

  app.post('/api/reminders', { onRequest: requireUser, schema: { body: ReminderInputSchema, response: { 201: ReminderSchema } } }, async (request, reply) => {
    const reminder = await createReminder(app.db, signedInUser(request), request.body, app.now());
    return reply.status(201).send(reminder);
  });

  app.delete('/api/reminders/:id', { onRequest: requireUser, schema: { params: IdParamsSchema } }, async (request, reply) => {
    await deleteReminder(app.db, signedInUser(request).id, request.params.id);
    return reply.status(204).send();
  });

  // The e-mail's link opens a page whose script posts here: a mail scanner following links unsubscribes nobody.
  app.post(
    '/api/reminders/unsubscribe',
    { schema: { body: ReminderUnsubscribeSchema, response: { 200: z.object({ message: z.string(), personName: z.string() }) } } },
    async (request) => unsubscribeReminder(app.db, request.body.token, app.now()),
  );
};
