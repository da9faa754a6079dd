import type { Locale } from '../../../contracts/common.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { escapeHtml } from '../../lib/language/escape-html.js';

const style =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--color-background,#FFFEF7);' +
  'color:var(--color-foreground,#2D2D2D);font-family:system-ui,sans-serif}' +
  'main{max-width:36rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 4px 14px rgb(45 45 45/.08)}' +
  'section+section{margin-top:1.5rem;padding-top:1.5rem;border-top:1px solid #eadfce}' +
  'h1{margin:0 0 .5rem;font-size:1.5rem}p{margin:0;line-height:1.6}' +
  'footer{margin-top:2rem;font-size:.875rem}a{color:#6b4423}';

/**
 * The page every storefront address answers during maintenance: self-contained (no script, no
 * bundle), in the three languages, the visitor's own first, with the shop's theme colours.
 */
export function maintenancePage(shopName: string, first: Locale, themeCss: string): string {
  const order = [first, ...(['fr', 'ar', 'en'] as const).filter((l) => l !== first)];
  const shop = escapeHtml(shopName);
  const dir = (l: Locale) => (l === 'ar' ? 'rtl' : 'ltr');
  const sections = order
    .map((l) => {
      const t = textsIn(l, 'server-common').maintenance;
      return `<section lang="${l}" dir="${dir(l)}"><h1>${fill(t.title, { shop: `<bdi>${shop}</bdi>` })}</h1><p>${escapeHtml(t.text)}</p></section>`;
    })
    .join('');
  const lead = textsIn(first, 'server-common').maintenance;
  return (
    `<!doctype html><html lang="${first}" dir="${dir(first)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${fill(lead.title, { shop })}</title><style>${themeCss}${style}</style></head>` +
    `<body><main>${sections}<footer><a href="/auth">${escapeHtml(lead.admin)}</a></footer></main></body></html>`
  );
}
