import type { Locale } from '../../../contracts/common.js';

const texts: Record<Locale, { dir: 'ltr' | 'rtl'; title: (shop: string) => string; text: string; admin: string }> = {
  fr: {
    dir: 'ltr',
    title: (shop) => `${shop} est en maintenance`,
    text: 'La boutique est fermée quelques instants pour maintenance. Merci de revenir un peu plus tard.',
    admin: 'Espace administrateur',
  },
  ar: {
    dir: 'rtl',
    title: (shop) => `${shop} في صيانة`,
    text: 'المتجر مغلق مؤقتاً للصيانة. يُرجى العودة بعد قليل.',
    admin: 'فضاء المسؤول',
  },
  en: {
    dir: 'ltr',
    title: (shop) => `${shop} is under maintenance`,
    text: 'The shop is closed for a short while for maintenance. Please come back a little later.',
    admin: 'Administrator area',
  },
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
  const sections = order
    .map((l) => {
      const t = texts[l];
      return `<section lang="${l}" dir="${t.dir}"><h1>${t.title(`<bdi>${shop}</bdi>`)}</h1><p>${escapeHtml(t.text)}</p></section>`;
    })
    .join('');
  const lead = texts[first];
  return (
    `<!doctype html><html lang="${first}" dir="${lead.dir}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${lead.title(shop)}</title><style>${themeCss}${style}</style></head>` +
    `<body><main>${sections}<footer><a href="/auth">${escapeHtml(lead.admin)}</a></footer></main></body></html>`
  );
}
