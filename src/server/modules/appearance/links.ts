import type { Appearance } from '../../../contracts/appearance.js';
import { invalid } from '../../http/app-error.js';

const imageFields = ['logoUrl', 'faviconUrl', 'heroImageUrl', 'backgroundImageUrl'] as const;
const socialFields = ['facebookUrl', 'instagramUrl', 'twitterUrl'] as const;

// No whitespace or backslash anywhere: browsers read `\` as `/`, which would lead to another site.
const UPLOADED = /^\/uploads\/[^\s\\]+$/;
const HTTPS = /^https:\/\/[^\s\\/]+(\/[^\s\\]*)?$/;

/**
 * Images and social links end up in src and href attributes of every page: images only from the
 * shop's own uploads or an https address, social links only https; an empty value clears the field.
 */
export function checkLinks(changes: Partial<Appearance>) {
  for (const field of imageFields) {
    const value = changes[field];
    if (value && !UPLOADED.test(value) && !HTTPS.test(value)) {
      throw invalid(`${field}: image invalide, envoyez-la depuis l’éditeur (/uploads/…) ou donnez une adresse https://`);
    }
  }
  for (const field of socialFields) {
    const value = changes[field];
    if (value && !HTTPS.test(value)) throw invalid(`${field}: lien invalide, une adresse https:// est attendue`);
  }
}
