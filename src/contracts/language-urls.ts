import type { Locale } from './common.js';

/**
 * The query parameter that names a page's language in its address (`/catalog?lang=ar`): each
 * language of a page has a URL of its own for search engines and shared links, beside the
 * `language` cookie that serves a visitor the language they chose.
 */
export const LANGUAGE_PARAM = 'lang';

/** A page's address (path and query) in one language. */
export function addressIn(url: string, lang: Locale): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  query.delete(LANGUAGE_PARAM);
  query.set(LANGUAGE_PARAM, lang);
  return `${path}?${query.toString()}`;
}

/** The address without its language, as a visitor whose language is not known gets it. */
export function addressWithoutLanguage(url: string): string {
  const [path = '/', search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  query.delete(LANGUAGE_PARAM);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}
