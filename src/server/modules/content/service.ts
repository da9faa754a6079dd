import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { ContentPageNameSchema, contentSettingKey, type ContentPageName, type ContentSource, type PageContent } from '../../../contracts/content.js';
import { readSettingsOf } from '../settings/service.js';
import { faqDefault } from './defaults/faq.js';
import { privacyDefault } from './defaults/privacy.js';
import { termsDefault } from './defaults/terms.js';
import { faqEntries, markdownToSafeHtml } from './render.js';

const defaults: Record<ContentPageName, string> = { privacy: privacyDefault, terms: termsDefault, faq: faqDefault };
const contentKey = contentSettingKey;
const companyKeys = ['company_name', 'company_email', 'company_phone', 'company_address'] as const;

// Rendering is pure: remember the last few sources rather than parse the same markdown on every visit.
const rendered = new Map<string, PageContent>();
const RENDERED_MAX = 20;

function render(page: ContentPageName, markdown: string): PageContent {
  const key = `${page}\n${markdown}`;
  const hit = rendered.get(key);
  if (hit) return hit;
  const content: PageContent = {
    page,
    html: markdownToSafeHtml(markdown),
    ...(page === 'faq' && { entries: faqEntries(markdown) }),
  };
  if (rendered.size >= RENDERED_MAX) rendered.clear();
  rendered.set(key, content);
  return content;
}

const sourceOf = (page: ContentPageName, stored: unknown) =>
  typeof stored === 'string' && stored.trim() ? { markdown: stored, isDefault: false } : { markdown: defaults[page], isDefault: true };

/** {{company_…}} from the settings, then sanitised HTML (and the FAQ's entries). */
const withCompany = (page: ContentPageName, source: string, s: Record<string, unknown>) =>
  render(
    page,
    source.replace(/\{\{(company_(?:name|email|phone|address))\}\}/g, (_m, key: (typeof companyKeys)[number]) => String(s[key] ?? '')),
  );

/** The markdown the page shows: the stored one, or the French default when empty. */
export async function readPageSource(db: DbOrTx, page: ContentPageName): Promise<ContentSource> {
  const stored = (await readSettingsOf(db, [contentKey[page]]))[contentKey[page]];
  return { page, ...sourceOf(page, stored) };
}

/** Markdown rendered exactly as its page would show it (the editor's preview). */
export async function renderPage(db: DbOrTx, page: ContentPageName, source: string): Promise<PageContent> {
  return withCompany(page, source, await readSettingsOf(db, companyKeys));
}

/** The page's markdown from the settings, or the French default when empty, rendered; one read. */
export async function readPageContent(db: DbOrTx, name: string): Promise<PageContent> {
  const parsed = ContentPageNameSchema.safeParse(name);
  if (!parsed.success) throw notFound('Page introuvable');
  const page = parsed.data;
  const s = await readSettingsOf(db, [contentKey[page], ...companyKeys]);
  return withCompany(page, sourceOf(page, s[contentKey[page]]).markdown, s);
}
