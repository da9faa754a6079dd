/** Money on the server is integer centimes: "249.90" → 24990. Never a float. */
export function toCentimes(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount of money: ${String(value)}`);
  const [, units = '0', cents = ''] = match;
  return Number(units) * 100 + Number(cents.padEnd(2, '0'));
}

/** 24990 → "249.90", the wire and database form. */
export function fromCentimes(centimes: number): string {
  const units = Math.floor(centimes / 100);
  const cents = String(centimes % 100).padStart(2, '0');
  return `${units}.${cents}`;
}

/**
 * "2175.00" → "2 175,00", as the French and Arabic pages write amounts: the thousands held by a narrow
 * no-break space and a decimal comma, never ar-MA's dot between thousands that reads as a decimal.
 */
export function groupedAmount(amount: string): string {
  const [units = '0', cents = '00'] = fromCentimes(toCentimes(amount)).split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')},${cents}`;
}
