import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterSchema } from './auth.js';
import { SAFE_LINK, isoDate, personName, withoutControlCharacters } from './common.js';
import { ContactMessageSchema } from './content.js';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('names', () => {
  const name = personName({ max: 80, required: 'Le prénom est requis' });

  it('lose bidi overrides and isolates, which could make them read backwards', () => {
    expect(name.parse('Sal\u202Ema\u2066 Benali\u2069')).toBe('Salma Benali');
  });

  it('fold onto one line, so a name cannot add a paragraph to an e-mail', () => {
    expect(name.parse('Salma\n\nVotre compte est bloqué')).toBe('Salma Votre compte est bloqué');
  });

  it.each(['Salma https://evil.example', 'www.evil.example', '<b>Salma</b>'])('refuse a link or markup: %s', (value) => {
    expect(firstMessage(name, value)).toBe('Ce nom contient des caractères non autorisés');
  });

  it('keep Arabic, accents and apostrophes', () => {
    expect(name.parse('  سلمى  ')).toBe('سلمى');
    expect(name.parse('Aït-Ouahi N’Goran')).toBe('Aït-Ouahi N’Goran');
  });
});

describe('length messages', () => {
  it('say "trop long" for a value over its limit, not "requis"', () => {
    expect(firstMessage(RegisterSchema.shape.firstName, 'a'.repeat(81))).toBe('Trop long (80 caractères au plus)');
  });

  it('say "requis" only for an empty value, and "trop court" for a short one', () => {
    const password = RegisterSchema.shape.password;
    expect(firstMessage(RegisterSchema.shape.firstName, '')).toBe('Le prénom est requis');
    expect(firstMessage(password, 'abc')).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(firstMessage(z.string().min(4), 'ab')).toBe('Trop court (4 caractères au moins)');
  });

  it('keep a field’s own message for its limit', () => {
    expect(firstMessage(ContactMessageSchema.shape.subject, 'a'.repeat(201))).toBe('Le sujet ne doit pas dépasser 200 caractères');
  });
});

describe('dates', () => {
  it.each(['2026-13-45', '2026-02-30', '2025-02-29', '26-01-01'])('refuse %s', (value) => {
    expect(isoDate().safeParse(value).success).toBe(false);
  });

  it.each(['2028-02-29', '2026-12-31'])('accept %s', (value) => {
    expect(isoDate().parse(value)).toBe(value);
  });
});

describe('links', () => {
  it.each(['/\\evil.example', '//evil.example', '/\\/evil.example', 'javascript:alert(1)', '/uploads/a b.webp', 'https://x.ma/a\\b'])(
    'refuse %s',
    (value) => expect(SAFE_LINK.test(value)).toBe(false),
  );

  it.each(['/uploads/gifts/1.webp', 'https://instagram.com/cadeaux'])('accept %s', (value) => expect(SAFE_LINK.test(value)).toBe(true));
});

describe('control characters at any depth', () => {
  const checked = withoutControlCharacters(z.unknown());
  const nested = (depth: number, inner: unknown) => {
    let value = inner;
    for (let i = 0; i < depth; i++) value = [value];
    return value;
  };

  it('are found 20,000 arrays deep without overflowing the stack', () => {
    const issue = checked.safeParse(nested(20_000, 'a\u0000b')).error?.issues[0];
    expect(issue?.message).toBe('Caractères non autorisés');
    expect(issue?.path).toHaveLength(20_000);
    expect(checked.safeParse(nested(20_000, 'propre')).success).toBe(true);
  });

  it('are named by the path of the first value or key that holds one', () => {
    expect(checked.safeParse({ a: ['ok', { b: 'x\u0001' }], c: 'y\u0002' }).error?.issues[0]?.path).toEqual(['a', 1, 'b']);
    expect(checked.safeParse({ a: [{ ['k\u0003']: 'ok' }] }).error?.issues[0]?.path).toEqual(['a', 0, 'k\u0003']);
  });
});
