import type { Locale } from '@contracts/common';

/** Server-rendered text (already sanitised by the server) in its own language, styled for reading. */
export function ProseArticle({ html, locale = 'fr' }: { html: string; locale?: Locale }) {
  return <article lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
