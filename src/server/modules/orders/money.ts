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
