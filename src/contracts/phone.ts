// Plain functions without zod, so the client's shell can format phones without loading the schemas.

/** Moroccan mobile or landline: 06/07/05 + 8 digits, or +212 / 00212 without the leading 0. Spaces, dots and dashes allowed. */
export const MOROCCAN_PHONE = /^(?:\+212|00212|0)[5-7]\d{8}$/;
export const normalizePhone = (v: string) => v.replace(/[\s.\-()]/g, '');
/** One spelling per number (+212…), so "06 12 34 56 78" and "+212612345678" are the same recipient. */
export const canonicalPhone = (v: string) => normalizePhone(v).replace(/^(?:\+212|00212|0)/, '+212');
