import i18next from 'i18next';
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
