import type { Locale } from '../../../contracts/common.js';

const supported: readonly Locale[] = ['fr', 'ar', 'en'];

/** The best of fr/ar/en in an Accept-Language header, French when none matches. */
export function localeFromHeader(header: string | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q);
  return (ranked.map((l) => l.lang).find((l) => (supported as string[]).includes(l)) as Locale | undefined) ?? 'fr';
}
