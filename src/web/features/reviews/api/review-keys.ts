/** Query keys of reviews: an order's own review, and the published ones of a gift. */
export const reviewKeys = {
  order: (orderId: string) => ['reviews', 'order', orderId] as const,
  gift: (giftId: string) => ['reviews', 'gift', giftId] as const,
};
