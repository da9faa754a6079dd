import { describe, expect, it } from 'vitest';

// Every namespace of every language, flattened to key → text.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });
function flatten(value: unknown, prefix: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([prefix, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
// The server's messages (server-*.json) leave as e-mails and SMS, not on a page: their typography is the server's own.
const texts = (lang: string) =>
  Object.entries(files)
    .filter(([path]) => path.includes(`/${lang}/`) && !path.includes('/server-'))
    .flatMap(([path, mod]) => flatten(mod.default, path.slice(path.lastIndexOf('/') + 1, -'.json'.length), []));

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';
const WJ = '\u2060';
// Texts sent to other apps (WhatsApp, Telegram) or the browser tab, where isolates would show or break links.
const sentElsewhere = new Set(['common.pageTitle', 'catalog.help.message', 'checkout.help.message', 'orders.awaitingAddress.unsent.message']);

describe('typography of the interface texts', () => {
  it.each(['fr', 'en', 'ar'])('never leaves an hour unit alone at the start of a line (%s)', (lang) => {
    const loose = texts(lang).filter(([, text]) => /(\d|\{\{count\}\}|\u2069) (h|heures?|hours?|ساعة|ساعات)(?![\p{L}])/u.test(text));
    expect(loose.map(([key]) => key)).toEqual([]);
  });

  it.each(['fr', 'en', 'ar'])('never breaks a number range after its hyphen (%s)', (lang) => {
    // Chrome breaks "24-|48" in a narrow column; a word joiner after the hyphen holds the range together.
    const breakable = texts(lang).filter(([, text]) => /\d-\d/.test(text));
    expect(breakable.map(([key]) => key)).toEqual([]);
  });

  it('keeps every number range or "5000+" of the Arabic texts left to right ("24-48", never "48-24")', () => {
    // A run is read from its first digit: the digits after its own separators ("09:00-13:00") are not a new run.
    const bare = texts('ar').filter(([, text]) => /(?<![\u2066\d.:/\-\u2060])(\d+(?:[-./:]\u2060?\d+)+|\d+\+)/.test(text));
    expect(bare.map(([key]) => key)).toEqual([]);
    expect(Object.fromEntries(texts('ar'))['checkout.payment.transferNotes.classic']).toContain(`${LRI}24-${WJ}48${PDI}`);
  });

  it('isolates the numbers, amounts and names written into Arabic sentences', () => {
    const bare = texts('ar').filter(
      ([key, text]) => !sentElsewhere.has(key) && /(?<!\u2068)\{\{(amount|price|fee|number|code|name|label)\}\}/.test(text),
    );
    expect(bare.map(([key]) => key)).toEqual([]);
    expect(Object.fromEntries(texts('ar'))['orders.detail.title']).toBe(`الطلب ${FSI}{{number}}${PDI}`);
  });
});
