import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';
import type { ContactMessageSchema } from '../../../contracts/content.js';
import { notifyContactMessage } from '../notifications/index.js';

export const MESSAGE_SENT = 'Message envoyé ! Nous vous répondrons dans les plus brefs délais.';

/** Stored for the back office's inbox, and forwarded to the admin e-mail. */
export async function receiveContactMessage(db: DbOrTx, input: z.output<typeof ContactMessageSchema>, publicUrl: string) {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values(input);
    await notifyContactMessage(tx, input, publicUrl);
  });
  return { message: MESSAGE_SENT };
}
