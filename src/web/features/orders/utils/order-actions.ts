/** A line's total from its unit price, in centimes so 3 × 19.90 is 59.70, not 59.699999. */
export const lineTotal = (unitPrice: string, quantity: number) => ((Math.round(Number(unitPrice) * 100) * quantity) / 100).toFixed(2);
