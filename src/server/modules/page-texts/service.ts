import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../http/app-error.js';
import type { Locale } from '../../../contracts/common.js';
import { ContentPageNameSchema, contentSettingKey, type ContentPageName, type ContentSource, type PageContent } from '../../../contracts/content.js';
import { readSettingsOf } from '../settings/index.js';
import { faqDefault } from './defaults/faq.js';
import { privacyDefault } from './defaults/privacy.js';
import { termsDefault } from './defaults/terms.js';
import { faqEntries, markdownToSafeHtml } from './render.js';

const defaults: Record<ContentPageName, string> = { privacy: privacyDefault, terms: termsDefault, faq: faqDefault };
const companyKeys = ['company_name', 'company_email', 'company_phone', 'company_address'] as const;

// Rendering is pure: remember the last few sources rather than parse the same markdown on every visit.
const rendered = new Map<string, PageContent>();
const RENDERED_MAX = 20;

function render(page: ContentPageName, locale: Locale, markdown: string): PageContent {
  const key = `${page}\n${locale}\n${markdown}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const content: PageContent = {
    page,
    locale,
    html: markdownToSafeHtml(markdown),
    ...(page === 'faq' && { entries: faqEntries(markdown) }),
  };
  if (rendered.size >= RENDERED_MAX) rendered.clear();
  rendered.set(key, content);
  return content;
}

const written = (stored: unknown): stored is string => typeof stored === 'string' && stored.trim() !== '';
const sourceOf = (page: ContentPageName, stored: unknown) =>
  written(stored) ? { markdown: stored, isDefault: false } : { markdown: defaults[page], isDefault: true };

/** {{company_…}} from the settings, then sanitised HTML (and the FAQ's entries). */
const withCompany = (page: ContentPageName, locale: Locale, source: string, s: Record<string, unknown>) =>
  render(
    page,
    locale,
    source.replace(/\{\{(company_(?:name|email|phone|address))\}\}/g, (_m, key: (typeof companyKeys)[number]) => String(s[key] ?? '')),
  );

/**
 * The markdown to edit in one language: the stored one; else, in French, the default, and in Arabic or
 * English an empty text (the page shows the French until one is written).
 */
export async function readPageSource(db: DbOrTx, page: ContentPageName, locale: Locale): Promise<ContentSource> {
  const key = contentSettingKey[page][locale];
  const stored = (await readSettingsOf(db, [key]))[key];
  if (locale !== 'fr' && !written(stored)) return { page, locale, markdown: '', isDefault: true };
  return { page, locale, ...sourceOf(page, stored) };
}

/** Markdown rendered exactly as its page would show it (the editor's preview). */
export async function renderPage(db: DbOrTx, page: ContentPageName, locale: Locale, source: string): Promise<PageContent> {
  return withCompany(page, locale, source, await readSettingsOf(db, companyKeys));
}

/** The page in the visitor's language where the shop wrote one, else in French (stored, or the default); one read. */
export async function readPageContent(db: DbOrTx, name: string, locale: Locale): Promise<PageContent> {
  const parsed = ContentPageNameSchema.safeParse(name);
  if (!parsed.success) throw notFound('Page introuvable');
  const page = parsed.data;
  const keys = contentSettingKey[page];
  const s = await readSettingsOf(db, [keys.fr, keys[locale], ...companyKeys]);
  const translated = s[keys[locale]];
  if (locale !== 'fr' && written(translated)) return withCompany(page, locale, translated, s);
  return withCompany(page, 'fr', sourceOf(page, s[keys.fr]).markdown, s);
}
