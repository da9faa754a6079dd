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
