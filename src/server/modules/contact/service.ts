import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { ContactMessageSchema } from '../../../contracts/content.js';

export const MESSAGE_SENT = 'Message envoyé ! Nous vous répondrons dans les plus brefs délais.';

/** Stored for the back office's inbox. */
export async function receiveContactMessage(db: DbOrTx, input: z.output<typeof ContactMessageSchema>) {
  await db.insert(contactMessages).values(input);
  return { message: MESSAGE_SENT };
}
