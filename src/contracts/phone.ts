import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

// libphonenumber-js with its smallest metadata: the number's length and leading digits per country.
// The client's shell does not import this file (src/web/lib/format.ts only formats stored numbers).

/** Spaces, dots, dashes and brackets people type between digits. */
export const normalizePhone = (v: string) => v.replace(/[\s.\-()]/g, '');

/** Moroccan numbers the shop accepts: mobiles (6…, 7…) and landlines (5…); 08 (shared cost, VoIP) is refused. */
const MOROCCAN_PREFIX = /^[5-7]/;

/**
 * The E.164 form (+212612345678) of a valid number, or null. Written nationally (06…, 05…) it is read
 * as Moroccan; `+212…`, `00212…` and `212…` too. A foreign number is accepted only with `foreign`.
 */
export function toE164(input: string, opts: { foreign?: boolean } = {}): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'MA');
  if (!phone?.isValid()) return null;
  if (phone.country === 'MA') return MOROCCAN_PREFIX.test(phone.nationalNumber) ? phone.number : null;
  return opts.foreign ? phone.number : null;
}

/** One spelling per number for look-ups (tracking, search): E.164 when valid, the digits as typed otherwise. */
export const canonicalPhone = (v: string) => toE164(v, { foreign: true }) ?? normalizePhone(v);

const MOROCCAN_MESSAGE = 'Numéro de téléphone marocain invalide (ex. 06 12 34 56 78)';
const ANY_MESSAGE = 'Numéro de téléphone invalide (ex. 06 12 34 56 78 ou +33 6 12 34 56 78)';

/** A phone field stored in E.164: Moroccan only, or from anywhere with `foreign`; `empty` lets a blank one through as ''. */
export const phoneSchema = (opts: { foreign?: boolean; required?: string; empty?: boolean } = {}) =>
  z.string(opts.required ? { error: (i) => (i.code === 'invalid_type' ? opts.required : undefined) } : undefined).transform((v, ctx) => {
    if (opts.empty && v.trim() === '') return '';
    const e164 = toE164(v, opts);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: opts.foreign ? ANY_MESSAGE : MOROCCAN_MESSAGE });
    return z.NEVER;
  });
