import type { Localized } from '../../db/schema/columns.js';

/** Lower-cased, without Latin accents or Arabic diacritics: "Thé à la Menthe" and "the a la menthe" match. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, dagger alif, tatweel
    .replace(/[أإآ]/g, 'ا')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a gift is searched by: its name and description in every language. */
export function giftSearchText(name: Localized, description: Localized): string {
  return normalizeSearch([name.fr, name.ar, name.en, description.fr, description.ar, description.en].filter(Boolean).join(' '));
}
