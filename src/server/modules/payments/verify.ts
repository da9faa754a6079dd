import type { z } from 'zod';
import type { VerifyPaymentSchema } from '../../../contracts/orders.js';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../orders/index.js';
import { syncIntent } from './apply.js';
import type { PaymentProvider } from './providers/types.js';

type Verification = z.infer<typeof VerifyPaymentSchema>;

const completed: Verification = { status: 'completed', message: 'Votre paiement a été confirmé.' };
const refunded: Verification = {
  status: 'completed',
  message: 'Cette commande a été annulée: votre paiement vous est remboursé.',
};
const cancelled: Verification = { status: 'failed', message: 'Cette commande a été annulée.' };

/** `POST /api/verify-payment/:id`: asks the provider again (a lost webhook is caught up here). */
export async function verifyPayment(db: Db, provider: PaymentProvider | null, order: OrderRow, now: Date): Promise<Verification> {
  if (order.status === 'cancelled' && order.paymentStatus === 'completed') return refunded;
  if (order.paymentStatus === 'completed') return completed;
  if (order.paymentMethod === 'bank_transfer') {
    return { status: 'pending', message: 'Virement en attente: votre commande sera traitée dès réception du paiement.' };
  }
  if (!order.paymentIntentId || !provider) {
    return order.status === 'cancelled' ? cancelled : { status: 'pending', message: 'Aucun paiement n’a encore été effectué pour cette commande.' };
  }

  const intent = await provider.retrieve(order.paymentIntentId);
  const { outcome } = await syncIntent(db, provider, intent, now);
  if (outcome === 'late') return refunded;
  if (outcome === 'completed' || outcome === 'twice') return completed;
  if (order.status === 'cancelled') return cancelled;
  if (outcome === 'failed') return { status: 'failed', message: `Le paiement a échoué: ${intent.failure?.reason ?? 'raison inconnue'}` };
  if (outcome === 'mismatch') {
    return { status: 'pending', message: 'Le montant payé ne correspond pas à la commande. Notre équipe va vérifier le paiement.' };
  }
  if (order.paymentMethod === 'cash_voucher') {
    return { status: 'pending', message: 'Le code n’a pas encore été réglé en agence : votre commande sera traitée dès le paiement.' };
  }
  return { status: 'pending', message: 'Le paiement est en cours de traitement.' };
}
