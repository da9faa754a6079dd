import type { ContactMessageInput } from '../../../../contracts/content';

export type ContactField = keyof ContactMessageInput;
/** Keys of `pages:contact.errors`. */
export type ContactErrorKey = 'name' | 'email' | 'emailFormat' | 'subject' | 'message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyContact: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** Every field is required and the e-mail must look like one; answers the error of each failing field. */
export function validateContact(input: ContactMessageInput): Partial<Record<ContactField, ContactErrorKey>> {
  const errors: Partial<Record<ContactField, ContactErrorKey>> = {};
  if (!input.name.trim()) errors.name = 'name';
  const email = input.email.trim();
  if (!email) errors.email = 'email';
  else if (!EMAIL.test(email)) errors.email = 'emailFormat';
  if (!input.subject.trim()) errors.subject = 'subject';
  if (!input.message.trim()) errors.message = 'message';
  return errors;
}

/** What is sent: the same fields without surrounding spaces. */
export const trimContact = (input: ContactMessageInput): ContactMessageInput => ({
  name: input.name.trim(),
  email: input.email.trim(),
  subject: input.subject.trim(),
  message: input.message.trim(),
});
