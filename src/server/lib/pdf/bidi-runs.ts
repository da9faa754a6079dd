import bidiModule from 'bidi-js';

// A CommonJS package: Node hands over its factory as the default export, a bundler its ESM `default`.
const bidiFactory = (typeof bidiModule === 'function' ? bidiModule : bidiModule.default) as typeof bidiModule.default;
const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export const hasArabic = (text: string) => ARABIC.test(text);

/** A piece of a line, in the order it is drawn from left to right, and whether it needs the Arabic font. */
export interface Run {
  text: string;
  arabic: boolean;
}

/**
 * A line of mixed Arabic and Latin text cut into runs drawn left to right (Unicode bidi algorithm).
 * An Arabic run is handed over in reading order: the font's shaping joins its letters and lays it
 * right to left. Other right-to-left pieces (brackets, signs) are reversed and mirrored here.
 */
export function visualRuns(text: string): Run[] {
  if (!hasArabic(text)) return [{ text, arabic: false }];
  const levels = bidi.getEmbeddingLevels(text);
  const order = [...text].map((_, i) => i);
  // Arabic is in the BMP, so code units are characters here.
  for (const [start = 0, end = 0] of bidi.getReorderSegments(text, levels)) {
    const flipped = order.slice(start, end + 1).reverse();
    order.splice(start, flipped.length, ...flipped);
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: { chars: string[]; arabic: boolean; rtl: boolean }[] = [];
  let last: (typeof runs)[number] | undefined;
  for (const i of order) {
    const char = text[i] ?? '';
    const rtl = (levels.levels[i] ?? 0) % 2 === 1;
    // Spaces and punctuation join the run they stand in, so a name stays one shaped run.
    const arabic = ARABIC.test(char) || (!/[\p{L}\p{N}]/u.test(char) && last?.arabic === true && rtl);
    if (!last || last.arabic !== arabic || last.rtl !== rtl) {
      last = { chars: [], arabic, rtl };
      runs.push(last);
    }
    last.chars.push(mirrored.get(i) ?? char);
  }
  // An Arabic run was gathered in drawing order: give it back in reading order for shaping.
  return runs.map((r) => ({ text: (r.arabic && r.rtl ? r.chars.reverse() : r.chars).join(''), arabic: r.arabic }));
}
