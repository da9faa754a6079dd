import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { ContentPageNameSchema, type ContentPageName, type PageContent } from '../../../contracts/content.js';
import { readSettingsOf } from '../settings/service.js';
import { faqDefault } from './defaults/faq.js';
import { privacyDefault } from './defaults/privacy.js';
import { termsDefault } from './defaults/terms.js';
import { faqEntries, markdownToSafeHtml } from './render.js';

const defaults: Record<ContentPageName, string> = { privacy: privacyDefault, terms: termsDefault, faq: faqDefault };
const contentKey = { privacy: 'privacy_content', terms: 'terms_content', faq: 'faq_content' } as const;
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

/** The page's markdown from the settings, or the French default when empty; {{company_…}} come from the settings. */
export async function readPageContent(db: DbOrTx, name: string): Promise<PageContent> {
  const parsed = ContentPageNameSchema.safeParse(name);
  if (!parsed.success) throw notFound('Page introuvable');
  const page = parsed.data;
  const s = await readSettingsOf(db, [contentKey[page], ...companyKeys]);
  const stored = s[contentKey[page]];
  const source = typeof stored === 'string' && stored.trim() ? stored : defaults[page];
  const markdown = source.replace(/\{\{(company_(?:name|email|phone|address))\}\}/g, (_m, key: (typeof companyKeys)[number]) =>
    String(s[key] ?? ''),
  );
  return render(page, markdown);
}
