import { createHash, timingSafeEqual } from 'node:crypto';

/** PHP's `strnatcasecmp`: runs of digits compare as numbers, everything else letter by letter, case ignored. */
export function naturalCaseCompare(a: string, b: string): number {
  const chunks = (s: string) => s.toLowerCase().match(/\d+|\D+/g) ?? [];
  const x = chunks(a);
  const y = chunks(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p === q) continue;
    if (/^\d/.test(p) && /^\d/.test(q)) {
      const diff = Number(p) - Number(q);
      if (diff !== 0) return diff;
      return p.length - q.length;
    }
    return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** CMI's escaping of one value: trimmed, `\` doubled, then `|` escaped. */
const escapeValue = (value: string) => value.trim().replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/**
 * The "ver3" hash of CMI's own sample: parameter names in natural case-insensitive order (`natcasesort`),
 * `hash` and `encoding` left out, each escaped value followed by `|`, the escaped store key at the end,
 * SHA-512, base64 of the raw digest.
 */
export function cmiHash(params: Record<string, string>, storeKey: string): string {
  const names = Object.keys(params)
    .filter((name) => !['hash', 'encoding'].includes(name.toLowerCase()))
    .sort(naturalCaseCompare);
  const plain = names.map((name) => `${escapeValue(params[name] ?? '')}|`).join('') + escapeValue(storeKey);
  return createHash('sha512').update(plain, 'utf8').digest('base64');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `html_entity_decode`: CMI posts its callback values with HTML entities, and hashes them decoded. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** A callback's values as CMI meant them: HTML entities decoded, a trailing newline dropped. */
export const decodeCallback = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, decodeEntities(v.replace(/\n$/, ''))]));

/** Whether decoded callback values carry the hash they and the store key give. */
export function callbackHashIsValid(params: Record<string, string>, storeKey: string): boolean {
  const received = params.HASH ?? params.hash;
  if (!received) return false;
  const expected = Buffer.from(cmiHash(params, storeKey));
  const given = Buffer.from(received);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
