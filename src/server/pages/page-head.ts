import { LocaleSchema, type Locale } from '../../contracts/common.js';
import { addressIn, addressWithoutLanguage } from '../../contracts/language-urls.js';
import type { PageHead as PageHeadOf } from '../../contracts/page-head.js';
import { escapeHtml } from '../lib/language/escape-html.js';

/** What a rendered page said of itself while it rendered (src/web/components/layout/use-document-title.ts). */
export type PageHead = Partial<PageHeadOf>;

/** The delivery settings a gift's listing states (prices in dirhams, times in days). */
export interface ShippingSettings {
  [key: `delivery_price_${string}`]: unknown;
  [key: `delivery_time_${string}`]: unknown;
  free_delivery_threshold?: unknown;
}

const LOCALES = LocaleSchema.options;
const OG_LOCALES: Record<Locale, string> = { fr: 'fr_MA', ar: 'ar_MA', en: 'en_GB' };
const DESCRIPTION_MAX = 200;

/** A description as search results and link previews show it: one line, cut at a word. */
export function shortDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** The largest width of a stored picture (pictures are kept at 400, 800 and 1200 px: uploads/pictures.ts). */
const largest = (image: string) => image.replace(/-(400|800)\.webp$/, '-1200.webp');

/**
 * The head of a rendered page's first HTML: its title and description in its language, its
 * address in that language (canonical) and in the others (hreflang), the link preview that
 * WhatsApp, Facebook and X draw (Open Graph, Twitter card), and for a gift its schema.org Product
 * with price, availability, delivery and returns (Google's merchant listing).
 */
export function pageHeadTags(input: { origin: string; url: string; lang: Locale; head: PageHead; shopName: string; shipping: ShippingSettings }): string {
  const { origin, url, lang, head, shopName } = input;
  const canonical = origin + addressIn(url, lang);
  const title = head.title ?? shopName;
  const description = shortDescription(head.description ?? '');
  const image = head.image ? origin + largest(head.image) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    description && meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...LOCALES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(origin + addressIn(url, other))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + addressWithoutLanguage(url))}">`,
    meta('property', 'og:type', head.product ? 'product' : 'website'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', head.product?.name ?? title),
    description && meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[lang]),
    ...LOCALES.filter((other) => other !== lang).map((other) => meta('property', 'og:locale:alternate', OG_LOCALES[other])),
    image && meta('property', 'og:image', image),
    image && meta('property', 'og:image:type', 'image/webp'),
    image && meta('property', 'og:image:alt', head.product?.name ?? title),
    head.product && meta('property', 'product:price:amount', head.product.price),
    head.product && meta('property', 'product:price:currency', 'MAD'),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.product?.name ?? title),
    description && meta('name', 'twitter:description', description),
    image && meta('name', 'twitter:image', image),
    head.product && productData(head.product, { canonical, image, description, shipping: input.shipping }),
  ]
    .filter(Boolean)
    .join('');
}

const days = (min: number, max: number) => ({ '@type': 'QuantitativeValue', minValue: min, maxValue: max, unitCode: 'DAY' });

function productData(product: NonNullable<PageHead['product']>, at: { canonical: string; image: string | null; description: string; shipping: ShippingSettings }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(at.description && { description: at.description }),
    ...(at.image && { image: at.image }),
    sku: product.sku,
    offers: {
      '@type': 'Offer',
      url: at.canonical,
      price: product.price,
      priceCurrency: 'MAD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetails(product, at.shipping),
      hasMerchantReturnPolicy: returnPolicy(product.digital),
    },
    ...(product.rating && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average, reviewCount: product.rating.count, bestRating: 5, worstRating: 1 },
    }),
  };
  // "<" escaped so no text of the gift can close the element. A data block: the CSP runs no inline script, and this is none.
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * Delivery anywhere in Morocco: the dearest zone's price (never less than a buyer pays), free above
 * the shop's threshold, within the zones' fastest and slowest days; a digital gift arrives at once.
 */
function shippingDetails(product: NonNullable<PageHead['product']>, settings: ShippingSettings) {
  const numbers = (prefix: string) =>
    Object.entries(settings)
      .filter(([key]) => key.startsWith(prefix))
      .map(([, value]) => Number(value))
      .filter(Number.isFinite);
  const prices = numbers('delivery_price_');
  const times = numbers('delivery_time_');
  const threshold = Number(settings.free_delivery_threshold);
  const free = product.digital || (Number.isFinite(threshold) && threshold > 0 && Number(product.price) >= threshold);
  const rate = free || prices.length === 0 ? 0 : Math.max(...prices);
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: rate.toFixed(2), currency: 'MAD' },
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'MA' },
    deliveryTime: {
      '@type': 'ShippingDeliveryTime',
      handlingTime: days(0, product.digital ? 0 : 1),
      transitTime: product.digital || times.length === 0 ? days(0, 0) : days(Math.min(...times), Math.max(...times)),
    },
  };
}

/**
 * Morocco's law 31-08 (art. 36) gives a buyer at a distance seven days to withdraw, the return at
 * their cost; a digital gift's code, once sent, is used up by being read and cannot come back.
 */
function returnPolicy(digital: boolean) {
  if (digital) return { '@type': 'MerchantReturnPolicy', applicableCountry: 'MA', returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'MA',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: 7,
    returnMethod: 'https://schema.org/ReturnByMail',
    returnFees: 'https://schema.org/ReturnFeesCustomerResponsibility',
  };
}
