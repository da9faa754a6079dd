import type { Appearance } from '../../../contracts/appearance.js';
import { SAFE_LINK } from '../../../contracts/common.js';
import { invalid } from '../../lib/app-error.js';

const linkFields = ['logoUrl', 'faviconUrl', 'heroImageUrl', 'backgroundImageUrl', 'facebookUrl', 'instagramUrl', 'twitterUrl'] as const;

/** Images and social links end up in src and href attributes: only site paths and http(s) addresses. */
export function checkLinks(changes: Partial<Appearance>) {
  for (const field of linkFields) {
    const value = changes[field];
    if (value && !SAFE_LINK.test(value)) throw invalid(`${field} : lien invalide`);
  }
}
