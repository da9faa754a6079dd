import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../contracts/order-states.js';
import { SHOP_TIME_ZONE } from '../../../contracts/shop-clock.js';

// The CSV is read by the shop in a French spreadsheet: the same words as the back office's French screens.
export const statusLabel: Record<OrderStatus, string> = { pending: 'En attente', processing: 'En cours', delivered: 'Livré', cancelled: 'Annulé' };
export const paymentStatusLabel: Record<PaymentStatus, string> = {
  pending: 'En attente',
  completed: 'Payé',
  failed: 'Échec',
  awaiting_transfer: 'En attente de virement',
};
export const paymentMethodLabel: Record<PaymentMethod, string> = { stripe: 'Carte bancaire', bank_transfer: 'Virement bancaire', cash_voucher: 'Espèces en agence' };

const moroccoTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** "01/05/2026 10:30": the instant on Morocco's wall clock, as a French spreadsheet reads a date. */
export const moroccoDateTime = (at: Date) => moroccoTime.format(at);
/** "2026-05-02" → "02/05/2026". */
export const frenchDay = (day: string) => day.split('-').reverse().join('/');
