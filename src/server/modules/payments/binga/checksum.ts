import { createHash, timingSafeEqual } from 'node:crypto';

/** `PRE-PAY` signs the shop's request for a code; `PAY` signs Binga's notification that the code was paid. */
export type BingaChecksumKind = 'PRE-PAY' | 'PAY';

/**
 * Binga's `orderCheckSum`: the MD5, in lower-case hex, of the kind, the amount as sent ("250.00"), the
 * store id, the shop's order reference (`externalId`), the buyer's e-mail and the store's private key,
 * end to end (as the public integrations compute it; decision 052).
 */
export function bingaChecksum(kind: BingaChecksumKind, fields: { amount: string; storeId: string; externalId: string; buyerEmail: string }, secret: string) {
  return createHash('md5').update(`${kind}${fields.amount}${fields.storeId}${fields.externalId}${fields.buyerEmail}${secret}`, 'utf8').digest('hex');
}

/** Compared in constant time, case-insensitive (some integrations send it upper-case). */
export function checksumMatches(sent: string | undefined, expected: string) {
  const a = Buffer.from((sent ?? '').trim().toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
