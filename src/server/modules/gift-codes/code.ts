import { randomInt } from 'node:crypto';

/**
 * 30 symbols a person reads and types without doubt: no 0/O, 1/I/L, nor U (read as V). Twelve of them
 * give 30^12 ≈ 5.3·10^17 codes (58.9 bits): with a million live codes, a guesser allowed a few
 * hundred tries an hour would need some 10^8 years for one hit.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 12;

/** A fresh code from the crypto random source, without dashes (the way it is stored). */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Groups of four for people: `ABCD-EFGH-JKMN`. */
export const formatGiftCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

/** What someone typed, as stored (spaces and dashes dropped, upper case); null when it cannot be a code. */
export function normalizeGiftCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const c of code) if (!CODE_ALPHABET.includes(c)) return null;
  return code;
}
