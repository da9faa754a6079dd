import PDFDocument from 'pdfkit';
import { hasArabic, visualRuns } from './bidi-runs.js';
import { pdfFonts } from './fonts.js';

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

const INK = '#2D2D2D';

/** A new document with the shop's faces registered, and its bytes once `end()` is called. */
export function pdfDocument(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  doc.registerFont('regular', pdfFonts.regular);
  doc.registerFont('bold', pdfFonts.bold);
  doc.registerFont('arabic', pdfFonts.arabic);
  doc.registerFont('arabic-bold', pdfFonts.arabicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

const fontOf = (arabic: boolean, weight: Weight) => (arabic ? (weight === 'bold' ? 'arabic-bold' : 'arabic') : weight);

/** Bidi marks and isolates, and the word joiner: they order and bind a line, no face draws them. */
const INVISIBLE = /[\u200E\u200F\u2060\u2066-\u2069]/g;

/**
 * A line's pieces as drawn, left to right. An Arabic run is drawn word by word, last word first, with
 * the Latin face's space between: the shaper's own spaces inside a right-to-left run get lost.
 */
function pieces(text: string) {
  return visualRuns(text)
    .map((run) => ({ ...run, text: run.text.replace(INVISIBLE, '') }))
    .filter((run) => run.text !== '')
    .flatMap((run) =>
      // A word with no Arabic letter in it (a "×", a dash) takes the Latin face: the Arabic one lacks such signs.
      run.arabic ? run.text.split(' ').reverse().map((word, i) => ({ text: word, arabic: hasArabic(word), space: i > 0 })) : [{ text: run.text, arabic: false, space: false }],
    );
}

function widthOf(doc: Doc, text: string, size: number, weight: Weight) {
  const space = doc.font(weight).fontSize(size).widthOfString(' ');
  return pieces(text).reduce((w, p) => w + (p.space ? space : 0) + doc.font(fontOf(p.arabic, weight)).fontSize(size).widthOfString(p.text), 0);
}

/**
 * Honorific ligatures spelled out: at print sizes the single glyph is an illegible smudge, and a
 * reader that lacks it shows an empty box.
 */
const spelledOut = (text: string) => text.replaceAll('\uFDFA', 'صلى الله عليه وسلم').replaceAll('\uFDFB', 'جل جلاله');

/** The smallest a text shrinks to before it is cut: 80 % of its size. */
const SHRINK = 0.8;

/** Text and size that fit in `width`: as it is, else a little smaller, else cut with an ellipsis. */
function fit(doc: Doc, text: string, size: number, weight: Weight, width: number) {
  if (widthOf(doc, text, size, weight) <= width) return { text, size };
  const smaller = size * SHRINK;
  if (widthOf(doc, text, smaller, weight) <= width) return { text, size: smaller };
  const chars = [...text];
  let [low, high] = [0, chars.length];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (widthOf(doc, `${chars.slice(0, mid).join('').trimEnd()}…`, smaller, weight) <= width) low = mid;
    else high = mid - 1;
  }
  return { text: `${chars.slice(0, low).join('').trimEnd()}…`, size: smaller };
}

export interface LineStyle {
  size?: number;
  weight?: Weight;
  align?: 'left' | 'right' | 'center';
  width?: number;
  color?: string;
}

/**
 * One line of text at (x, y), kept inside `width` (shrunk, then cut) and aligned in it; Arabic shaped
 * and right to left, whatever the mix.
 */
export function line(doc: Doc, raw: string, x: number, y: number, o: LineStyle = {}) {
  const weight = o.weight ?? 'regular';
  const { text, size } = o.width ? fit(doc, spelledOut(raw), o.size ?? 9, weight, o.width) : { text: spelledOut(raw), size: o.size ?? 9 };
  const free = o.width ? o.width - widthOf(doc, text, size, weight) : 0;
  let left = o.align === 'right' ? x + free : o.align === 'center' ? x + free / 2 : x;
  const space = doc.font(weight).fontSize(size).widthOfString(' ');
  doc.fillColor(o.color ?? INK);
  for (const piece of pieces(text)) {
    if (piece.space) left += space;
    doc.font(fontOf(piece.arabic, weight)).fontSize(size);
    doc.text(piece.text, left, y, { lineBreak: false });
    left += doc.widthOfString(piece.text);
  }
}

/** A text cut into the lines that fit in `width`: its own line breaks kept, long lines broken between words. */
export function wrap(doc: Doc, raw: string, width: number, o: { size?: number; weight?: Weight } = {}): string[] {
  const size = o.size ?? 9;
  const weight = o.weight ?? 'regular';
  return raw.split('\n').flatMap((text) => {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && widthOf(doc, spelledOut(next), size, weight) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    return [...lines, current];
  });
}
