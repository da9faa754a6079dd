/** Card number as typed, grouped by four: "4242 4242 4242 4242" (19 digits at most). */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** Expiry as MM/AA, the slash added once the month is typed. */
export function formatExpiry(raw: string) {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export const formatCvc = (raw: string) => raw.replace(/\D/g, '').slice(0, 4);

/** A well-formed MM/AA expiry whose month is over (the card works until the end of its month, as the server counts it). */
export function isPastExpiry(expiry: string, now = new Date()): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!m) return false;
  return Date.UTC(2000 + Number(m[2]), Number(m[1]), 1) <= now.getTime();
}
