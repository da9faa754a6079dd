import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, textsIn } from './texts.js';

const locales = new URL('../../web/i18n/locales/', import.meta.url);
const read = (lng: string, file: string) => JSON.parse(readFileSync(new URL(`${lng}/${file}`, locales), 'utf8')) as unknown;
const serverFiles = readdirSync(new URL('fr/', locales)).filter((file) => file.startsWith('server-'));

/** Every text of a file, by key path. */
function flat(value: unknown, prefix = '', out: Record<string, string> = {}) {
  if (typeof value === 'string') out[prefix] = value;
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

describe('the server’s texts', () => {
  it('are read in the language asked', () => {
    expect(textsIn('fr', 'server-common').email.greetingNoName).toBe('Bonjour,');
    expect(textsIn('ar', 'server-common').email.greetingNoName).toBe('مرحباً،');
    expect(textsIn('en', 'server-common').email.greetingNoName).toBe('Hello,');
  });

  it('name in Arabic and English the values French names, so none is left unfilled', () => {
    expect(serverFiles.length).toBeGreaterThan(0);
    for (const file of serverFiles) {
      const fr = flat(read('fr', file));
      for (const lng of ['ar', 'en']) {
        const other = flat(read(lng, file));
        for (const [key, text] of Object.entries(fr)) expect([file, lng, key, placeholders(other[key] ?? '')]).toEqual([file, lng, key, placeholders(text)]);
      }
    }
  });
});

describe('filling a text', () => {
  it('puts each value in its place, as often as it is named, and leaves a name without a value as it is', () => {
    expect(fill('{{name}} a donné son adresse, {{name}} ({{phone}}) {{later}}', { name: 'Salma', phone: '+212 6' })).toBe('Salma a donné son adresse, Salma (+212 6) {{later}}');
  });

  it('writes a value as it is, never reading placeholders or replacement patterns in it', () => {
    expect(fill('Bonjour {{name}}, {{shop}}', { name: '{{shop}} $& $1', shop: 'Cadeaux' })).toBe('Bonjour {{shop}} $& $1, Cadeaux');
    expect(fill('{{count}} jours', { count: 5 })).toBe('5 jours');
  });
});
