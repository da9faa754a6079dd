import type { Localized } from './common.js';
import type { Order } from './orders.js';

/** A line of the parcel: how many, and its name in every language. */
export interface SlipLine {
  quantity: number;
  name: Localized;
}

/**
 * What one order's delivery slip holds, whoever draws it (the back office's printed A5 page, the
 * labels PDF of the day's parcels): who receives it, where and when, what to pack, and the card.
 * No price ever; no sender when the order is anonymous.
 */
export interface SlipContent {
  orderNumber: string;
  deliveryDate: string | null;
  deliverySlot: string | null;
  express: boolean;
  recipient: { name: string; phone: string; address: string | null; city: string | null };
  items: SlipLine[];
  /** « À joindre au colis »: the extras sold with the gifts. */
  extras: SlipLine[];
  /** The card to cut out and slip in; null when there is neither a message nor a sender to sign it. */
  card: { for: string; message: string | null; from: string | null } | null;
}

export type SlipOrder = Pick<
  Order,
  'orderNumber' | 'deliveryDate' | 'deliverySlot' | 'express' | 'recipientName' | 'recipientPhone' | 'recipientAddress' | 'recipientCity' | 'personalMessage' | 'isAnonymous' | 'senderName' | 'items' | 'extras'
>;

export function slipOf(order: SlipOrder): SlipContent {
  const from = order.isAnonymous ? null : order.senderName?.trim() || null;
  const message = order.personalMessage?.trim() || null;
  return {
    orderNumber: order.orderNumber,
    deliveryDate: order.deliveryDate,
    deliverySlot: order.deliverySlot,
    express: order.express,
    recipient: { name: order.recipientName, phone: order.recipientPhone, address: order.recipientAddress, city: order.recipientCity },
    items: order.items.map((item) => ({ quantity: item.quantity, name: item.gift.name })),
    extras: order.extras.map((extra) => ({ quantity: extra.quantity, name: extra.name })),
    card: message || from ? { for: order.recipientName, message, from } : null,
  };
}
