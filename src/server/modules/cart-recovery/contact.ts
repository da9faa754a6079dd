import { hashToken } from '../../lib/secrets/tokens.js';

/** What an opt-out keeps of a contact: a hash of the address or the E.164 phone, nothing readable. */
export const contactHash = (contact: string) => hashToken(`cart-reminders:${contact.trim().toLowerCase()}`);
