import { randomBytes } from 'node:crypto';

/** 32 letters and digits without 0/O and 1/I, which are misread when a reference is typed at a bank. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `CAD-7K4P9Q`: short enough to quote as a transfer reference; uniqueness is checked on insert. */
function newOrderNumber(): string {
  const bytes = randomBytes(6);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `CAD-${code}`;
}

/** Inserts the order under a fresh number, drawing again on the rare collision instead of failing the order. */
export async function insertNumbered<T>(tryInsert: (orderNumber: string) => Promise<T | undefined>): Promise<T> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await tryInsert(newOrderNumber());
    if (inserted) return inserted;
  }
  throw new Error('No free order number after 8 draws');
}
