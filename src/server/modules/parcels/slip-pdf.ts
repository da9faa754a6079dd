import type { Locale } from '../../../contracts/common.js';
import type { SlipContent, SlipLine } from '../../../contracts/delivery-slip.js';
import { fill, textsIn } from '../../lib/language/texts.js';
import { line, pdfDocument, wrap, type LineStyle } from '../../lib/pdf/text.js';

type Doc = PDFKit.PDFDocument;
type SlipTexts = ReturnType<typeof textsIn<'server-slips'>>;

// A5 portrait with 12 mm margins, as the back office prints its slips.
const WIDTH = 419.53;
const HEIGHT = 595.28;
const MARGIN = 34;
const CONTENT = WIDTH - 2 * MARGIN;
const MUTED = '#4A4A4A';
const BOX = 9;

const dateFormat: Record<Locale, string> = { fr: 'fr-FR', ar: 'ar-MA', en: 'en-GB' };

/** "2 mai 2026 · 09:00–13:00", as the back office's slip writes the day and its slot. */
function deliveryDay(date: string, slot: string | null, locale: Locale) {
  const day = new Intl.DateTimeFormat(dateFormat[locale], { day: 'numeric', month: 'long', year: 'numeric', numberingSystem: 'latn', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  return slot ? `${day} · \u2066${slot.replace('-', '–')}\u2069` : day;
}

/** Writes at the start of the line in the slip's direction: the right edge in Arabic. */
function writer(doc: Doc, rtl: boolean) {
  return (text: string, y: number, o: LineStyle & { indent?: number } = {}) => {
    const indent = o.indent ?? 0;
    line(doc, text, rtl ? MARGIN : MARGIN + indent, y, { width: CONTENT - indent, align: rtl ? 'right' : 'left', ...o });
  };
}

function slipPage(doc: Doc, slip: SlipContent, shopName: string, locale: Locale) {
  const t = textsIn(locale, 'server-slips');
  const rtl = locale === 'ar';
  const write = writer(doc, rtl);
  const name = (l: SlipLine) => l.name[locale] || l.name.fr;
  const title = (text: string, y: number) => write(text.toLocaleUpperCase(locale), y, { size: 8, weight: 'bold', color: MUTED });

  const half = CONTENT / 2;
  const [start, end] = rtl ? [MARGIN + half + 6, MARGIN] : [MARGIN, MARGIN + half];
  const startAlign = rtl ? 'right' : 'left';
  const endAlign = rtl ? 'left' : 'right';
  line(doc, shopName, start, MARGIN, { size: 15, weight: 'bold', width: half - 6, align: startAlign });
  line(doc, `${t.order} \u2066${slip.orderNumber}\u2069`, start, MARGIN + 24, { size: 10, width: half - 6, align: startAlign });
  line(doc, t.heading.toLocaleUpperCase(locale), end, MARGIN + 2, { size: 12, weight: 'bold', width: half, align: endAlign });
  const when = slip.deliveryDate ? fill(t.deliveryOn, { date: deliveryDay(slip.deliveryDate, slip.deliverySlot, locale) }) : t.deliverySoon;
  line(doc, slip.express ? `${when} · ${t.express}` : when, end, MARGIN + 24, { size: 9, width: half, align: endAlign });
  doc.moveTo(MARGIN, MARGIN + 44).lineTo(WIDTH - MARGIN, MARGIN + 44).lineWidth(1.5).strokeColor('#000').stroke();

  let y = MARGIN + 58;
  title(t.recipient, y);
  write(slip.recipient.name, y + 13, { size: 14, weight: 'bold' });
  y += 36;
  for (const text of [`\u2066${slip.recipient.phone}\u2069`, ...wrap(doc, slip.recipient.address ?? t.digitalDelivery, CONTENT, { size: 10 })]) {
    write(text, y, { size: 10 });
    y += 15;
  }
  if (slip.recipient.city) {
    write(slip.recipient.city, y, { size: 10, weight: 'bold' });
    y += 15;
  }

  const packList = (heading: string, lines: SlipLine[]) => {
    y += 14;
    title(heading, y);
    y += 15;
    for (const l of lines) {
      doc.rect(rtl ? WIDTH - MARGIN - BOX : MARGIN, y + 2, BOX, BOX).lineWidth(0.8).strokeColor('#000').stroke();
      write(`${l.quantity} × ${name(l)}`, y, { size: 10, indent: BOX + 8 });
      y += 16;
    }
  };
  packList(t.items, slip.items);
  if (slip.extras.length > 0) packList(t.extras, slip.extras);

  if (slip.card) card(doc, slip.card, t, y);
}

/** The card to cut out, at the foot of the page (or under the list when the list is long). */
function card(doc: Doc, c: NonNullable<SlipContent['card']>, t: SlipTexts, listEnd: number) {
  const message = c.message ? wrap(doc, c.message, CONTENT - 40, { size: 12 }) : [];
  const height = 24 + 14 + message.length * 17 + (message.length ? 8 : 0) + (c.from ? 20 : 0) + 12;
  const top = Math.max(listEnd + 30, HEIGHT - MARGIN - height);
  doc.moveTo(MARGIN, top - 14).lineTo(WIDTH - MARGIN, top - 14).dash(3, { space: 3 }).lineWidth(0.8).strokeColor('#000').stroke().undash();
  doc.roundedRect(MARGIN, top, CONTENT, height, 8).lineWidth(0.8).strokeColor('#000').stroke();
  const center = { width: CONTENT - 40, align: 'center' as const };
  let y = top + 16;
  line(doc, fill(t.for, { name: c.for }), MARGIN + 20, y, { ...center, size: 10 });
  y += 22;
  for (const text of message) {
    line(doc, text, MARGIN + 20, y, { ...center, size: 12 });
    y += 17;
  }
  if (c.from) line(doc, fill(t.from, { name: c.from }), MARGIN + 20, y + 8, { ...center, size: 10 });
}

/** The delivery slips of these orders, one A5 page each, in the shop's language. */
export function slipsPdf(slips: SlipContent[], o: { shopName: string; locale: Locale; date: string }): Promise<Buffer> {
  const title = fill(textsIn(o.locale, 'server-slips').pdfTitle, { date: o.date });
  const { doc, bytes } = pdfDocument({ size: 'A5', margin: MARGIN, autoFirstPage: false, info: { Title: title, Author: o.shopName } });
  for (const slip of slips) {
    doc.addPage();
    slipPage(doc, slip, o.shopName, o.locale);
  }
  doc.end();
  return bytes;
}
