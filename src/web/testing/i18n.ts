import i18next, { type CustomTypeOptions, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every namespace of every language, as the running app would load them (never the server's messages).
const files = import.meta.glob<{ default: Record<string, unknown> }>(['../i18n/locales/*/*.json', '!../i18n/locales/*/server-*.json'], { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, mod] of Object.entries(files)) {
  const [lng, file] = path.split('/').slice(-2) as [string, string];
  (resources[lng] ??= {})[file.replace('.json', '')] = mod.default;
}

/** The texts of the tests' renders, French unless a test changes the language. */
export const testI18n = i18next.createInstance();
await testI18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: false,
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
});

type Key = ParseKeys<(keyof CustomTypeOptions['resources'])[]>;

/** A key's text in the tests' current language: what a test looks for instead of restating the copy. */
export const text = (key: Key, options?: Record<string, unknown>): string => String(testI18n.t(key, options as never));

/** The same text as React writes it into markup (renderHtml): `&`, `<`, `>`, quotes escaped. */
export const htmlText = (key: Key, options?: Record<string, unknown>): string =>
  text(key, options).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
