import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@contracts/common';
import { LANGUAGE_COOKIE, shellTexts } from '@contracts/pages';
import { addressWithoutLanguage, LANGUAGE_PARAM } from '@contracts/language-urls';
import { isLocale, LANGUAGE_KEY } from './locale';

// One chunk per language and namespace: a page downloads the frame's texts and its own, never the
// back office's, and only in its language: every language holds every key and every plural form it
// needs (i18n/translations.test.ts), so none falls back to French.
// The server's own messages (server-*.json) are never the client's to load.
const files = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '!./locales/*/server-*.json']);
const backend = resourcesToBackend((lng: string, ns: string) => {
  const load = files[`./locales/${lng}/${ns}.json`];
  return load ? load().then((m) => m.default) : Promise.reject(new Error(`no texts ${lng}/${ns}`));
});

/** Loads namespaces (in the current language) before the screen that needs them renders. */
export function loadTexts(namespaces: readonly string[]) {
  return i18next.loadNamespaces([...namespaces]);
}

/** Sets lang and dir on the page, and the cookie that has the server render the next page's HTML in this language. */
export function applyDocumentLanguage(lng: Locale) {
  document.documentElement.lang = lng;
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
  document.cookie = `${LANGUAGE_COOKIE}=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language the page's address names (`?lang=ar`: a link to a language is a choice, kept for the
 * next pages), else the one the visitor chose in this browser, else the one its cookie tells the
 * server (pages drawn only in the browser have no server language), else `fallback` (the one the
 * server rendered the page in), else French.
 */
export function initialLanguage(fallback: Locale = 'fr'): Locale {
  const named = new URLSearchParams(location.search).get(LANGUAGE_PARAM);
  if (isLocale(named)) {
    storeLanguage(named);
    return named;
  }
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage unavailable (private mode): the cookie, else the default language
  }
  const cookie = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  return isLocale(cookie) ? cookie : fallback;
}

/** Texts the server wrote into the page with its HTML: language → namespace → texts. */
export type InlineTexts = Record<string, Record<string, Record<string, unknown>>>;

/** Starts i18next with the frame's texts and those of the first page (those the server inlined are not fetched again). */
export async function initI18n(lng: Locale, firstPage: readonly string[] = [], inline?: InlineTexts) {
  await i18next
    .use(backend)
    .use(initReactI18next)
    .init({
      lng,
      ...(inline && { resources: inline, partialBundledLanguages: true }),
      fallbackLng: false,
      defaultNS: 'common',
      ns: [...shellTexts, ...firstPage],
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  applyDocumentLanguage(lng);
}

/** Switches language: loads the texts in use in that language, stores the choice, and sets lang and dir on the page. */
export async function changeLanguage(lng: Locale) {
  await i18next.changeLanguage(lng);
  storeLanguage(lng);
  applyDocumentLanguage(lng);
  // An address naming the old language would bring it back on a reload.
  if (new URLSearchParams(location.search).has(LANGUAGE_PARAM)) history.replaceState(history.state, '', addressWithoutLanguage(location.pathname + location.search) + location.hash);
}

function storeLanguage(lng: Locale) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // not stored: the choice lasts for this visit
  }
}

export { i18next };
