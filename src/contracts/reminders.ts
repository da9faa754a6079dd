import { z } from 'zod';
import { quizQuestions } from './quiz.js';

const optionsOf = <Id extends (typeof quizQuestions)[number]['id']>(id: Id) =>
  quizQuestions.find((q) => q.id === id)!.options as unknown as readonly [string, ...string[]];

/** The quiz's own values, so the recommender reads a reminder as it reads a quiz. */
export const reminderRelationships = optionsOf('relationship');
export const reminderOccasions = optionsOf('occasion');
export const reminderBudgets = optionsOf('budget');

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Whether a day exists in a month of some year (29 February does, in leap years). */
export const isRealDay = (day: number, month: number) => day >= 1 && day <= (daysInMonth[month - 1] ?? 0);

export const ReminderInputSchema = z
  .object({
    personName: z.string({ error: 'Indiquez le prénom de la personne' }).trim().min(1, 'Indiquez le prénom de la personne').max(80),
    relationship: z.enum(reminderRelationships, { error: 'Choisissez votre lien avec cette personne' }),
    occasion: z.enum(reminderOccasions, { error: 'Choisissez l’occasion' }),
    day: z.number({ error: 'Jour invalide' }).int('Jour invalide').min(1, 'Jour invalide').max(31, 'Jour invalide'),
    month: z.number({ error: 'Mois invalide' }).int('Mois invalide').min(1, 'Mois invalide').max(12, 'Mois invalide'),
    budget: z.enum(reminderBudgets, { error: 'Budget invalide' }).nullable().optional(),
    channel: z.enum(['email', 'whatsapp'], { error: 'Canal invalide' }).default('email'),
    /** The order it was saved from ("Rappelez-moi l'an prochain"), if any. */
    orderId: z.string().uuid().nullable().optional(),
    /** The box the customer ticks: without it nothing is saved, nothing is ever sent. */
    consent: z.literal(true, { error: 'Cochez la case pour accepter de recevoir ce rappel' }),
  })
  .refine((r) => isRealDay(r.day, r.month), { path: ['day'], message: 'Cette date n’existe pas' });
export type ReminderInput = z.input<typeof ReminderInputSchema>;

export const ReminderSchema = z.object({
  id: z.string().uuid(),
  personName: z.string(),
  relationship: z.string(),
  occasion: z.string(),
  day: z.number().int(),
  month: z.number().int(),
  budget: z.string().nullable(),
  channel: z.enum(['email', 'whatsapp']),
  orderId: z.string().nullable(),
  unsubscribed: z.boolean(),
  createdAt: z.string(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

export const ReminderUnsubscribeSchema = z.object({ token: z.string().min(10).max(200) });
