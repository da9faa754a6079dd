import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Reminder, ReminderInputSchema } from '../../../contracts/reminders.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { occasionReminders, orders } from '../../db/schema/index.js';
import { AppError, invalid, notFound } from '../../http/app-error.js';
import { newToken } from '../../lib/secrets/tokens.js';

type Row = typeof occasionReminders.$inferSelect;

/** Dates one account may keep: plenty for a family, a bound for a script. */
export const MAX_REMINDERS = 50;

export const toReminder = (r: Row): Reminder => ({
  id: r.id,
  personName: r.personName,
  relationship: r.relationship,
  occasion: r.occasion,
  day: r.day,
  month: r.month,
  budget: r.budget,
  channel: r.channel,
  orderId: r.orderId,
  unsubscribed: r.unsubscribedAt !== null,
  createdAt: r.createdAt.toISOString(),
});

export async function listReminders(db: Db, userId: string): Promise<Reminder[]> {
  const rows = await db.select().from(occasionReminders).where(eq(occasionReminders.userId, userId)).orderBy(desc(occasionReminders.createdAt));
  return rows.map(toReminder);
}

/**
 * Saves a date with the customer's consent (the contract refuses a form without the ticked box).
 * WhatsApp needs a phone on the account; an order named must be the customer's own.
 */
export async function createReminder(
  db: Db,
  user: { id: string; phone: string | null },
  input: z.output<typeof ReminderInputSchema>,
  now: Date,
): Promise<Reminder> {
  if (input.channel === 'whatsapp' && !user.phone) {
    throw new AppError('reminder_needs_phone', 'Ajoutez votre numéro de téléphone à votre profil pour recevoir ce rappel sur WhatsApp.');
  }
  const [held] = await db.select({ n: count() }).from(occasionReminders).where(eq(occasionReminders.userId, user.id));
  if ((held?.n ?? 0) >= MAX_REMINDERS) throw invalid(`Vous avez déjà ${MAX_REMINDERS} dates enregistrées : supprimez-en une pour en ajouter une autre.`);
  if (input.orderId) {
    const [order] = await db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, input.orderId));
    if (order?.customerId !== user.id) throw notFound('Commande introuvable');
  }
  const [row] = await db
    .insert(occasionReminders)
    .values({
      userId: user.id,
      personName: input.personName,
      relationship: input.relationship,
      occasion: input.occasion,
      day: input.day,
      month: input.month,
      budget: input.budget ?? null,
      channel: input.channel,
      orderId: input.orderId ?? null,
      consentedAt: now,
      unsubscribeToken: newToken(),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('reminder not saved');
  return toReminder(row);
}

export async function deleteReminder(db: Db, userId: string, id: string) {
  const [gone] = await db
    .delete(occasionReminders)
    .where(and(eq(occasionReminders.id, id), eq(occasionReminders.userId, userId)))
    .returning({ id: occasionReminders.id });
  if (!gone) throw notFound('Rappel introuvable');
}

/** The link of a reminder: that date sends nothing more. Following it twice says the same. */
export async function unsubscribeReminder(db: Db, token: string, now: Date) {
  const [row] = await db.select().from(occasionReminders).where(eq(occasionReminders.unsubscribeToken, token));
  if (!row) throw new AppError('invalid_unsubscribe_link', 'Ce lien de désinscription n’est pas valide.');
  await db
    .update(occasionReminders)
    .set({ unsubscribedAt: now })
    .where(and(eq(occasionReminders.id, row.id), isNull(occasionReminders.unsubscribedAt)));
  return { message: `Vous ne recevrez plus de rappel pour ${row.personName}.`, personName: row.personName };
}
