import type { Locale } from '../../../../contracts/common.js';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailParts {
  locale: Locale;
  shopName: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button, e.g. the link's validity or "ignore this e-mail". */
  after?: string[];
  signature: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(s)}</p>`;

/** One plain-text and one simple HTML rendering of the same message, mirrored for Arabic. */
export function composeEmail(parts: EmailParts): EmailContent {
  const { action, after = [] } = parts;
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((line) => [line, '']),
    ...(action ? [action.label, action.url, ''] : []),
    ...after.flatMap((line) => [line, '']),
    parts.signature,
  ].join('\n');

  const dir = parts.locale === 'ar' ? 'rtl' : 'ltr';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#D4A574;color:#2D2D2D;` +
      `padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5c5c5c;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${parts.locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:#FFFEF7;color:#2D2D2D;font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;text-align:start">` +
    `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:#8a5a2b">${escapeHtml(parts.shopName)}</h1>` +
    p(parts.greeting) +
    parts.paragraphs.map(p).join('') +
    button +
    after.map(p).join('') +
    p(parts.signature) +
    `</div></body></html>`;
  return { subject: parts.subject, text, html };
}
