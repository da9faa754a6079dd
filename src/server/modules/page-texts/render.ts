import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { FaqEntry } from '../../../contracts/content.js';

const marked = new Marked({ gfm: true, async: false });

/** Markdown may carry raw HTML: only plain text formatting survives, and links only to the web, mail or phone. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 's', 'del', 'blockquote', 'code', 'pre', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // The page's own title is its one h1.
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export const markdownToSafeHtml = (markdown: string): string =>
  sanitizeHtml(marked.parse(markdown) as string, sanitizeOptions);

/** A heading as plain text: the client renders it as text, so markup is dropped rather than escaped. */
const plainText = (line: string) =>
  line
    .replace(/<[^>]*>/g, '')
    .replace(/\*\*|__|[*`]/g, '')
    .trim();

/** Each `## ` heading starts an entry: the heading is the question, what follows up to the next one the answer. */
export function faqEntries(markdown: string): FaqEntry[] {
  const sections = markdown.replace(/\r\n?/g, '\n').split(/^## /m).slice(1);
  return sections
    .map((section) => {
      const newline = section.indexOf('\n');
      const heading = newline === -1 ? section : section.slice(0, newline);
      const body = newline === -1 ? '' : section.slice(newline + 1);
      return { question: plainText(heading), answerHtml: markdownToSafeHtml(body).trim() };
    })
    .filter((entry) => entry.question);
}
