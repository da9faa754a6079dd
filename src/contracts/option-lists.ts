/**
 * The settings' closed lists, defined once: the server's rules (contracts/settings.ts) accept these
 * values and no other, and the back office's selects offer exactly these.
 */

/** The shop's languages: French first, Arabic (right to left), English. */
export const languages = ['fr', 'ar', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The currencies a visitor may see prices in; orders are charged in MAD. `default_currency` is one
 * of them (the currency a visitor sees first).
 */
export const currencies = ['MAD', 'EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof currencies)[number];

/** Who writes the product texts the AI assistant suggests. */
export const aiProviders = ['openai', 'gemini'] as const;

/** How e-mail leaves: an SMTP server, or SendGrid's API. */
export const mailers = ['smtp', 'sendgrid'] as const;

/** An SMTP connection's security: none, STARTTLS (`tls`, port 587) or TLS from the first byte (`ssl`, port 465). */
export const mailEncryptions = ['none', 'tls', 'ssl'] as const;
export type MailEncryption = (typeof mailEncryptions)[number];

/** The card provider the checkout uses. */
export const paymentProviders = ['cmi', 'stripe', 'test'] as const;

/** Who carries the parcels: the shop's own couriers, or Sendit's API (contracts/parcels.ts). */
export const courierProviders = ['own', 'sendit'] as const;
