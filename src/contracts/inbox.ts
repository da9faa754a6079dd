import { z } from 'zod';

/** `GET /api/admin/inbox/*`: paging; the total is in `X-Total-Count`. */
export const InboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** A message of the contact page, as the back office lists it (newest first). */
export const InboxMessageSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When the owner marked it handled; null while it waits for an answer. */
  handledAt: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** `PATCH /api/admin/inbox/messages/{id}`. */
export const MessageHandledSchema = z.object({ handled: z.boolean({ error: 'Valeur oui/non attendue' }) });

export const SubscriberSchema = z.object({
  email: z.string(),
  locale: z.enum(['fr', 'ar', 'en']),
  createdAt: z.string(),
  /** Null until the address followed the confirmation link: it receives nothing before. */
  confirmedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
