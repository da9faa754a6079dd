/** "1234.50" → "1 234,50", as French invoices write amounts. */
export function frenchAmount(amount: string) {
  const [units = '0', cents = '00'] = amount.split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents.padEnd(2, '0')}`;
}

export const frenchDate = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(new Date(iso));
