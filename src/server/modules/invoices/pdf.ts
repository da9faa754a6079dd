import { line, pdfDocument, type Weight } from '../../lib/pdf/text.js';
import { frenchAmount, frenchDate } from './format.js';
import type { InvoiceSnapshot } from './snapshot.js';
import type { InvoiceLine } from './vat.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const MUTED = '#6B6B6B';
const ACCENT = '#B07A45';

const money = (amount: string, currency: string) => `${frenchAmount(amount)} ${currency}`;

const COLUMNS = [
  { title: 'Désignation', width: 215, align: 'left' as const },
  { title: 'PU HT', width: 75, align: 'right' as const },
  { title: 'Qté', width: 35, align: 'right' as const },
  { title: 'TVA', width: 45, align: 'right' as const },
  { title: 'Total HT', width: 125, align: 'right' as const },
];

/** Space kept between a column's text and the next column. */
const CELL_GAP = 8;

function row(doc: Doc, cells: string[], y: number, weight: Weight = 'regular') {
  let x = MARGIN;
  COLUMNS.forEach((c, i) => {
    line(doc, cells[i] ?? '', x, y, { align: c.align, width: c.align === 'left' ? c.width - CELL_GAP : c.width, weight });
    x += c.width;
  });
}

const lineCells = (l: InvoiceLine, currency: string) => [l.name, money(l.unitPriceHt, currency), String(l.quantity), `${l.vatRate} %`, money(l.totalHt, currency)];

/** A discount line: its amounts taken off, written with a minus sign. */
const discountCells = (l: InvoiceLine, currency: string) => [l.name, `−${money(l.unitPriceHt, currency)}`, String(l.quantity), `${l.vatRate} %`, `−${money(l.totalHt, currency)}`];

function header(doc: Doc, s: InvoiceSnapshot) {
  const seller = s.seller;
  const sellerWidth = CONTENT - 220 - CELL_GAP;
  line(doc, seller.legalName, MARGIN, MARGIN, { size: 14, weight: 'bold', width: sellerWidth });
  const city = seller.city && !seller.address.toLowerCase().includes(seller.city.toLowerCase()) ? seller.city : '';
  const sellerLines = [seller.tradeName !== seller.legalName ? seller.tradeName : '', seller.address, city, seller.phone, seller.email].filter(Boolean);
  sellerLines.forEach((text, i) => line(doc, text, MARGIN, MARGIN + 22 + i * 12, { color: MUTED, width: sellerWidth }));

  const title = s.kind === 'invoice' ? 'FACTURE' : 'AVOIR';
  const right = { align: 'right' as const, width: 220 };
  const x = PAGE_WIDTH - MARGIN - 220;
  line(doc, title, x, MARGIN, { ...right, size: 18, weight: 'bold', color: ACCENT });
  line(doc, `N° ${s.number}`, x, MARGIN + 26, { ...right, weight: 'bold', size: 10 });
  line(doc, `Date : ${frenchDate(s.issuedAt, s.timeZone)}`, x, MARGIN + 40, right);
  line(doc, `Commande : ${s.orderNumber} du ${frenchDate(s.orderDate, s.timeZone)}`, x, MARGIN + 52, right);
  if (s.invoice) line(doc, `Avoir sur la facture ${s.invoice.number} du ${frenchDate(s.invoice.issuedAt, s.timeZone)}`, x, MARGIN + 64, right);
}

function parties(doc: Doc, s: InvoiceSnapshot, y: number) {
  const half = CONTENT / 2;
  line(doc, 'Client', MARGIN, y, { weight: 'bold', color: ACCENT });
  // Naskh stands taller than Inter: a name gets a line and a half, so an Arabic name never touches the next line.
  const block = (lines: string[], x: number) =>
    lines.filter(Boolean).forEach((t, i) => line(doc, t, x, y + 14 + (i === 0 ? 0 : 6 + i * 12), { size: i === 0 ? 10 : 9, width: half - CELL_GAP }));
  block([s.buyer.name, s.buyer.email ?? '', s.buyer.phone ?? ''], MARGIN);
  line(doc, 'Livraison à', MARGIN + half, y, { weight: 'bold', color: ACCENT });
  block([s.recipient.name, s.recipient.city ?? 'Cadeau numérique'], MARGIN + half);
}

function table(doc: Doc, s: InvoiceSnapshot, top: number) {
  doc.rect(MARGIN, top - 5, CONTENT, 18).fill('#F4EDE4');
  row(doc, COLUMNS.map((c) => c.title), top, 'bold');
  let y = top + 20;
  const sold = [...s.lines, ...(s.delivery ? [s.delivery] : [])].map((l) => lineCells(l, s.currency));
  const off = (s.discounts ?? []).map((l) => discountCells(l, s.currency));
  for (const cells of [...sold, ...off]) {
    row(doc, cells, y);
    y += 16;
    doc.moveTo(MARGIN, y - 4).lineTo(MARGIN + CONTENT, y - 4).lineWidth(0.5).strokeColor('#E5DED3').stroke();
  }
  return y;
}

function totals(doc: Doc, s: InvoiceSnapshot, top: number) {
  const x = PAGE_WIDTH - MARGIN - 250;
  const rows: [string, string, Weight][] = [
    ['Total HT', money(s.totalHt, s.currency), 'regular'],
    ...s.vatByRate.map((r): [string, string, Weight] => [`TVA ${r.rate} % (base ${frenchAmount(r.base)})`, money(r.vat, s.currency), 'regular']),
    ['Total TVA', money(s.totalVat, s.currency), 'regular'],
    ['Total TTC', money(s.totalTtc, s.currency), 'bold'],
  ];
  rows.forEach(([label, value, weight], i) => {
    line(doc, label, x, top + i * 15, { weight, width: 120 });
    line(doc, value, x + 120, top + i * 15, { align: 'right', width: 130, weight });
  });
  const paid = s.kind === 'invoice' ? `Payée ${{ bank_transfer: 'par virement bancaire', cash_voucher: 'en espèces (agence Wafacash)', stripe: 'par carte bancaire' }[s.paymentMethod]}` : 'Montant remboursé au client';
  line(doc, paid, x, top + rows.length * 15 + 8, { color: MUTED });
  const c = s.kind === 'invoice' ? s.converted : undefined;
  if (c) {
    const info = [
      `Pour information : environ ${money(c.amount, c.currency)}`,
      `au taux de ${money(c.rate, s.currency)} pour 1 ${c.currency} du ${frenchDate(c.setAt, s.timeZone)}.`,
      `Facturée et payée en ${s.currency}.`,
    ];
    info.forEach((text, i) => line(doc, text, x, top + rows.length * 15 + 24 + i * 11, { color: MUTED, size: 8, width: 250 }));
  }
}

function footer(doc: Doc, s: InvoiceSnapshot) {
  // An identifier the settings leave empty gets no line at all, never a bare "ICE :".
  const ids = [
    ['ICE', s.seller.ice],
    ['IF', s.seller.if],
    ['RC', s.seller.rc],
    ['TP', s.seller.tp],
    ['CNSS', s.seller.cnss],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k} : ${v}`)
    .join('  ·  ');
  const y = 780;
  doc.moveTo(MARGIN, y - 8).lineTo(MARGIN + CONTENT, y - 8).lineWidth(0.5).strokeColor('#E5DED3').stroke();
  line(doc, [s.seller.legalName, s.seller.address].filter(Boolean).join(' · '), MARGIN, y, { size: 8, color: MUTED, width: CONTENT });
  if (ids) line(doc, ids, MARGIN, y + 11, { size: 8, color: MUTED, width: CONTENT });
}

/** The invoice or credit note as an A4 PDF, in French, drawn from its frozen snapshot only. */
export function renderInvoicePdf(s: InvoiceSnapshot): Promise<Buffer> {
  const { doc, bytes } = pdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `${s.kind === 'invoice' ? 'Facture' : 'Avoir'} ${s.number}`, Author: s.seller.legalName } });
  header(doc, s);
  parties(doc, s, 150);
  const end = table(doc, s, 225);
  totals(doc, s, end + 15);
  footer(doc, s);
  doc.end();
  return bytes;
}
