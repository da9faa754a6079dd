import type { Locale } from '../../../../contracts/common.js';
import { fill, textsIn } from '../../../lib/language/texts.js';
import { withoutDirectionMarks } from './plain-text.js';
import { escapeHtml } from '../../../lib/language/escape-html.js';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The shop's look from the appearance settings: e-mails wear the same colours and logo as the site. */
export interface EmailBrand {
  primaryColor: string;
  textColor: string;
  backgroundColor: string;
  /** Absolute URL of the logo, or null for the shop's name in letters. */
  logoUrl: string | null;
}

export const defaultBrand: EmailBrand = { primaryColor: '#D4A574', textColor: '#2D2D2D', backgroundColor: '#FFFEF7', logoUrl: null };

export interface EmailParts {
  locale: Locale;
  shopName: string;
  brand?: EmailBrand;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the button, e.g. the link's validity or "ignore this e-mail". */
  after?: string[];
  signature: string;
}

/** How every customer e-mail opens and closes: "Bonjour Amina," ("Bonjour," without a name) and "L’équipe <shop>". */
export function emailFrame(locale: Locale, shopName: string, name: string | null) {
  const t = textsIn(locale, 'server-common').email;
  return { locale, shopName, greeting: name ? fill(t.greeting, { name }) : t.greetingNoName, signature: fill(t.signature, { shop: shopName }) };
}

const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.6;white-space:pre-line">${escapeHtml(s)}</p>`;
/** Only a #rrggbb colour reaches a style attribute. */
const colour = (value: string, fallback: string) => (/^#[0-9a-f]{6}$/i.test(value) ? value : fallback);

/** Black or white text, whichever reads better on the button's colour. */
function textOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lum = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return lum > 0.5 ? '#2D2D2D' : '#FFFFFF';
}

/** One plain-text and one simple HTML rendering of the same message, mirrored for Arabic. */
export function composeEmail(parts: EmailParts): EmailContent {
  const { action, after = [] } = parts;
  const text = withoutDirectionMarks(
    [
      parts.greeting,
      '',
      ...parts.paragraphs.flatMap((line) => [line, '']),
      ...(action ? [action.label, action.url, ''] : []),
      ...after.flatMap((line) => [line, '']),
      parts.signature,
    ].join('\n'),
  );

  const dir = parts.locale === 'ar' ? 'rtl' : 'ltr';
  const brand = parts.brand ?? defaultBrand;
  const primary = colour(brand.primaryColor, defaultBrand.primaryColor);
  const ink = colour(brand.textColor, defaultBrand.textColor);
  const paper = colour(brand.backgroundColor, defaultBrand.backgroundColor);
  const logo = brand.logoUrl && /^https?:\/\//.test(brand.logoUrl)
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(parts.shopName)}" style="max-height:56px;max-width:200px;display:block;margin:0 0 12px">`
    : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${primary};color:${textOn(primary)};` +
      `padding:12px 24px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">` +
      `${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#5c5c5c;word-break:break-all">${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="${parts.locale}" dir="${dir}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(parts.subject)}</title></head>` +
    `<body style="margin:0;padding:24px;background:${paper};color:${ink};font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;text-align:start;` +
    `border-top:6px solid ${primary}">` +
    logo +
    `<h1 style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;color:${ink}">${escapeHtml(parts.shopName)}</h1>` +
    p(parts.greeting) +
    parts.paragraphs.map(p).join('') +
    button +
    after.map(p).join('') +
    p(parts.signature) +
    `</div></body></html>`;
  return { subject: parts.subject, text, html };
}
