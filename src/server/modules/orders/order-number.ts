import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/errors.js';

/** 32 letters and digits without 0/O and 1/I, which are misread when a reference is typed at a bank. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `CAD-7K4P9Q`: short enough to quote as a transfer reference; uniqueness is checked on insert. */
export function newOrderNumber(): string {
  const bytes = randomBytes(6);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % ALPHABET.length];
  return `CAD-${code}`;
}

/** The insert failed on a number already given (one draw in a billion): the order is written again under a new one. */
export const isOrderNumberTaken = (err: unknown) => isUniqueViolation(err, 'orders_order_number_unique');
