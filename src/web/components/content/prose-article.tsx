/** Server-rendered French text (already sanitised by the server), styled for reading. */
export function ProseArticle({ html }: { html: string }) {
  return <article lang="fr" dir="ltr" className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
