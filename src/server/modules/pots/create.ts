import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CreatePotSchema } from '../../../contracts/pots.js';
import { POT_MAX_DAYS } from '../../../contracts/pots.js';
import { shopToday } from '../../../contracts/shop-clock.js';
import type { Locale } from '../../../contracts/common.js';
import type { Db } from '../../db/client.js';
import { outbox, pots } from '../../db/schema/index.js';
import { emailAllowed, outboxValues, readEmailBrand } from '../notifications/index.js';
import { readSettingsOf } from '../settings/index.js';
import { formatDeadline, potOpenedEmail } from './email.js';
import { invalid } from '../../http/app-error.js';
import { createOrder, quoteCart, type CreateOrderData, type OrderPlacer } from '../orders/index.js';
import type { PotDeps } from './deps.js';
import { drawPotTokens } from './tokens.js';

export type CreatePotData = z.output<typeof CreatePotSchema> & { locale: Locale };
/** The order as the pot keeps it: the checkout's fields, without what the pot settles when the target is reached. */
export type PotDraft = Omit<CreateOrderData, 'paymentMethod' | 'totalAmount' | 'customerId'>;

const DAY_MS = 86_400_000;
const deadlineIssue = (message: string) => invalid(message, { issues: [{ path: 'deadline', message }] });

/** The placer of a pot's order: nobody's cart holds it unpaid, and it is paid by the shares, by card. */
export const potPlacer: OrderPlacer = { customer: null, guestTokenHash: null, cardPayments: true, unpaidUnitsPerGift: Number.MAX_SAFE_INTEGER, unpaidStockPercent: 100 };

/** Thrown to roll a trial order back: the order the checkout would place, never written. */
class Trial extends Error {
  constructor(readonly total: string) {
    super('trial');
  }
}

/**
 * Places the draft's order as the checkout would, inside a transaction rolled back: every rule of the
 * checkout (gifts, stock at this moment, delivery date and slot, promotion, `total` against the priced
 * total) answers as it does there, and nothing is written or held. Answers the priced total.
 */
export async function tryOrder(db: Db, draft: PotDraft, total: string | undefined, deps: PotDeps, now: Date): Promise<string> {
  // The catalogue's refusals (a gift out of stock or withdrawn) first, outside the trial's transaction.
  await quoteCart(db, { items: draft.items, recipientCity: draft.recipientCity, recipientAddressUnknown: draft.recipientAddressUnknown, express: draft.express, discountCode: draft.discountCode, extras: draft.extras ?? [] }, now);
  try {
    await db.transaction(async (tx) => {
      const order = await createOrder(tx, { ...draft, paymentMethod: 'stripe', totalAmount: total }, potPlacer, { publicUrl: deps.publicUrl, now, shopRules: deps.shopRules });
      throw new Trial(order.totalAmount);
    });
  } catch (err) {
    if (err instanceof Trial) return err.total;
    throw err;
  }
  throw new Error('unreachable');
}

/**
 * `POST /api/pots`: the organiser's checkout, checked by a trial order, kept as the pot's draft; the target
 * must be the checkout's total (a different one is answered `price_changed` with the quote).
 */
export async function createPot(db: Db, input: CreatePotData, organiser: { id: string; email: string } | null, deps: PotDeps, now: Date) {
  const { target, deadline, showAmounts, paymentMethod: _ignored, ...fields } = input;
  if (deadline.getTime() <= now.getTime()) throw deadlineIssue('La date limite doit être dans le futur');
  if (deadline.getTime() > now.getTime() + POT_MAX_DAYS * DAY_MS) throw deadlineIssue(`La date limite doit être dans les ${POT_MAX_DAYS} jours`);
  if (fields.deliveryDate && shopToday(deadline) >= fields.deliveryDate) throw deadlineIssue('La date limite doit précéder la date de livraison');
  // A signed-in organiser is reached at the account's address, as the checkout does.
  const draft: PotDraft = { ...fields, senderEmail: organiser?.email ?? fields.senderEmail };
  await tryOrder(db, draft, target, deps, now);
  const tokens = drawPotTokens();
  const id = randomUUID();
  // The organiser's page is shown once: the e-mail keeps it, with the link to share.
  const email = (await emailAllowed(db))
    ? potOpenedEmail({
        locale: draft.locale,
        shopName: (await readSettingsOf(db, ['company_name'])).company_name,
        brand: await readEmailBrand(db, deps.publicUrl),
        name: draft.recipientName.trim().split(/\s+/)[0] ?? '',
        deadline: formatDeadline(deadline, draft.locale),
        shareLink: `${deps.publicUrl}/pot/${tokens.token}`,
        organiserLink: `${deps.publicUrl}/pot/${tokens.organiserToken}`,
      })
    : null;
  // The pot and its e-mail together: neither without the other.
  await db.transaction(async (tx) => {
    await tx.insert(pots).values({
      id,
      tokenHash: tokens.tokenHash,
      organiserTokenHash: tokens.organiserTokenHash,
      draft,
      target,
      deadline,
      showAmounts,
      organiserEmail: draft.senderEmail ?? '',
      customerId: organiser?.id ?? null,
      createdAt: now,
      updatedAt: now,
    });
    if (email && draft.senderEmail) {
      await tx.insert(outbox).values(outboxValues({ channel: 'email', recipient: draft.senderEmail, template: 'pot_opened', subject: email.subject, body: email.text, html: email.html }));
    }
  });
  return { id, token: tokens.token, organiserToken: tokens.organiserToken };
}
