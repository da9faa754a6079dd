import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decompress from 'wawoff2/decompress.js';

const require = createRequire(import.meta.url);

// pdfkit reads a font anew for every document, and a WOFF's tables are inflated again at each
// glyph read: from plain TrueType, drawing an invoice takes a tenth of the time (about 20 ms).
const trueType = async (pkg: string, name: string) =>
  Buffer.from(await decompress(await readFile(require.resolve(`@fontsource/${pkg}/files/${name}.woff2`))));

async function load() {
  const [regular, bold, arabic, arabicBold] = await Promise.all([
    trueType('inter', 'inter-latin-400-normal'),
    trueType('inter', 'inter-latin-700-normal'),
    trueType('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal'),
    trueType('noto-naskh-arabic', 'noto-naskh-arabic-arabic-700-normal'),
  ]);
  return { regular, bold, arabic, arabicBold };
}

let fonts: ReturnType<typeof load> | undefined;

/** The shop's own faces, static cuts (a variable font does not embed in a PDF): Inter, Noto Naskh Arabic. */
export const invoiceFonts = () => (fonts ??= load());
