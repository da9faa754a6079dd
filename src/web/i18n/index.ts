import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../../contracts/common';
import { isLocale, LANGUAGE_KEY } from './locale';

// One JSON file per language and namespace; only the active language and French (the fallback) are fetched.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

// The back office's texts load when it opens, so a storefront visitor never downloads them.
const onDemand = new Set(['admin']);
const requested = new Set<string>();
const wanted = (ns: string) => !onDemand.has(ns) || requested.has(ns);

async function loadLanguage(lng: Locale, only?: string) {
  const entries = Object.entries(files).filter(([path]) => {
    const ns = namespaceOf(path);
    return path.startsWith(`./locales/${lng}/`) && (only ? ns === only : wanted(ns));
  });
  await Promise.all(
    entries.map(async ([path, load]) => {
      i18next.addResourceBundle(lng, namespaceOf(path), (await load()).default, true, true);
    }),
  );
}

/** Loads a namespace kept out of the first download, in French and the current language; later language switches bring it too. */
export async function loadNamespace(ns: string) {
  requested.add(ns);
  const lng = isLocale(i18next.language) ? i18next.language : 'fr';
  await Promise.all([loadLanguage('fr', ns), lng === 'fr' ? null : loadLanguage(lng, ns)]);
}

export function applyDocumentLanguage(lng: Locale) {
  document.documentElement.lang = lng;
  document.documentElement.dir = lng === 'ar' ? 'rtl' : 'ltr';
}

export function initialLanguage(): Locale {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isLocale(stored)) return stored;
  } catch {
    // storage unavailable (private mode): default language
  }
  return 'fr';
}

export async function initI18n(lng: Locale) {
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    defaultNS: 'common',
    ns: [],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await Promise.all([loadLanguage('fr'), lng === 'fr' ? null : loadLanguage(lng)]);
  await i18next.changeLanguage(lng);
  applyDocumentLanguage(lng);
}

/** Switches language: loads its texts, stores the choice, and sets lang and dir on the page. */
export async function changeLanguage(lng: Locale) {
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // not stored: the choice lasts for this visit
  }
  applyDocumentLanguage(lng);
}

export { i18next };
