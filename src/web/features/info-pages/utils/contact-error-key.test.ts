import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '@contracts/content';
import { contactErrorKey } from './contact-error-key';

const valid = { name: 'Salma Idrissi', email: 'salma@example.ma', subject: 'Livraison', message: 'Bonjour, une question.' };
const refused = (input: object) => Object.keys(ContactMessageSchema.safeParse(input).error?.flatten().fieldErrors ?? {});

describe('the contact form’s error texts', () => {
  it('follow the contact contract: every field required, blank counts as empty', () => {
    expect(refused({ ...valid, name: '  ', message: '\n ' }).sort()).toEqual(['message', 'name']);
    expect(contactErrorKey('name', '  ')).toBe('name');
    expect(contactErrorKey('message', '')).toBe('message');
  });

  it('say a filled e-mail without a domain is malformed, not missing', () => {
    expect(refused({ ...valid, email: 'salma@' })).toEqual(['email']);
    expect(contactErrorKey('email', 'salma@')).toBe('emailFormat');
  });

  it('say a filled value over its limit is too long', () => {
    expect(refused({ ...valid, subject: 'x'.repeat(201) })).toEqual(['subject']);
    expect(contactErrorKey('subject', 'x'.repeat(201))).toBe('tooLong');
  });
});
