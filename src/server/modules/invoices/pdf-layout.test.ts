import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './pdf.js';
import type { InvoiceSnapshot } from './snapshot.js';
import { pdfRuns, pdfText } from '../../lib/pdf/test-pdf.js';

// A4 with 50 pt margins: the title's block is the right 220 pt, the parties' columns split the 495 pt,
// Désignation is 215 pt wide.
const RIGHT_EDGE = 595.28 - 50;
const HALF = 50 + (595.28 - 100) / 2;
const DESIGNATION_EDGE = 50 + 215;
const TITLE_BLOCK = RIGHT_EDGE - 220;

const longNames: InvoiceSnapshot = {
  kind: 'invoice',
  number: 'FAC-2026-000042',
  issuedAt: '2026-05-02T10:00:00.000Z',
  timeZone: 'Africa/Casablanca',
  currency: 'MAD',
  orderNumber: 'CM-20260502-0042',
  orderDate: '2026-05-02T09:00:00.000Z',
  paymentMethod: 'stripe',
  seller: {
    legalName: 'Société Marocaine des Cadeaux, Coffrets et Objets d’Artisanat du Royaume SARL',
    tradeName: 'Cadeaux Maroc',
    address: '12 rue des Orfèvres, quartier des Habous, à côté de la grande mosquée Hassan II, 20250 Casablanca, Maroc',
    city: 'Casablanca',
    phone: '+212 5 22 00 00 00',
    email: 'bonjour@cadeaux.ma',
    ice: '001234567000089',
    if: '12345678',
    rc: 'Casa 123456',
    tp: '',
    cnss: '',
  },
  buyer: { name: 'Mohammed Abdelkrim Benjelloun El Idrissi Alaoui Ismaili Tazi Bennani', email: 'mohammed.abdelkrim.benjelloun.elidrissi@exemple-tres-long.ma', phone: null },
  recipient: { name: 'محمد ﷺ بنعلي الإدريسي العلوي الإسماعيلي التازي البناني الفاسي الحسني', city: 'Casablanca' },
  lines: [{ name: 'Coffret de thé à la menthe avec théière en argent ciselé, verres de Fès et plateau en cuivre', unitPriceHt: '100.00', quantity: 2, vatRate: 20, totalHt: '200.00', vat: '40.00', totalTtc: '240.00' }],
  delivery: null,
  vatByRate: [{ rate: 20, base: '200.00', vat: '40.00' }],
  totalHt: '200.00',
  totalVat: '40.00',
  totalTtc: '240.00',
} as InvoiceSnapshot;

const ends = (r: { x: number; width: number }) => r.x + r.width;

describe('the invoice PDF with long names', () => {
  it('keeps every name inside its column', async () => {
    const [runs = []] = await pdfRuns(await renderInvoicePdf(longNames));
    const starting = (prefix: string) => runs.filter((r) => r.str.startsWith(prefix));
    // The seller's header stops where the title's block begins; the footer's line (legal name · address) spans the page.
    const seller = [...starting('Société'), ...starting('12 rue')].filter((r) => !r.str.includes('·'));
    expect(seller).toHaveLength(2);
    for (const r of seller) expect(ends(r)).toBeLessThanOrEqual(TITLE_BLOCK);
    const buyer = [...starting('Mohammed'), ...starting('mohammed.')];
    expect(buyer).toHaveLength(2);
    for (const r of buyer) expect(ends(r)).toBeLessThanOrEqual(HALF);
    const gift = starting('Coffret');
    expect(gift).toHaveLength(1);
    expect(ends(gift[0]!)).toBeLessThanOrEqual(DESIGNATION_EDGE);
    for (const r of runs) expect(ends(r)).toBeLessThanOrEqual(RIGHT_EDGE + 0.5);
    // The recipient's words stay in their own column, right of the buyer's.
    const arabic = runs.filter((r) => /[\u0600-\u06FF]/.test(r.str));
    expect(arabic.length).toBeGreaterThan(0);
    for (const r of arabic) expect(r.x).toBeGreaterThanOrEqual(HALF);
  });

  it('spells out ﷺ instead of printing a glyph readers may not have', async () => {
    const text = await pdfText(await renderInvoicePdf(longNames));
    expect(text).not.toContain('\uFDFA');
    // pdf.js reads the shaped words back through the font's own mapping (ى as ي), so two words are enough.
    for (const word of ['الله', 'وسلم']) expect(text).toContain(word);
  });
});
