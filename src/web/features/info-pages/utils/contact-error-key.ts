import type { ContactMessageInput } from '@contracts/content';

/** The `pages:contact.errors.*` text of a field the contact contract refused: empty, a malformed e-mail, or too long. */
export function contactErrorKey(field: keyof ContactMessageInput, value: unknown) {
  const filled = typeof value === 'string' && value.trim() !== '';
  if (!filled) return field;
  return field === 'email' ? 'emailFormat' : 'tooLong';
}
