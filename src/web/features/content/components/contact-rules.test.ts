import { describe, expect, it } from 'vitest';
import { emptyContact, trimContact, validateContact } from './contact-rules';

const valid = { name: 'Salma Idrissi', email: 'salma@example.ma', subject: 'Livraison', message: 'Bonjour, une question.' };

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact(emptyContact)).toEqual({ name: 'name', email: 'email', subject: 'subject', message: 'message' });
  });

  it('treats blank text as missing', () => {
    expect(validateContact({ ...valid, name: '   ', message: '\n ' })).toEqual({ name: 'name', message: 'message' });
  });

  it('refuses an e-mail address without a domain', () => {
    expect(validateContact({ ...valid, email: 'salma@' })).toEqual({ email: 'emailFormat' });
    expect(validateContact({ ...valid, email: 'salma.example.ma' })).toEqual({ email: 'emailFormat' });
  });

  it('sends the fields without surrounding spaces', () => {
    expect(trimContact({ ...valid, email: ' salma@example.ma ', name: ' Salma Idrissi' })).toEqual(valid);
  });
});
