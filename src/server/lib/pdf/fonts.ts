import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

/** The shop’s own faces for its PDFs, static cuts (a variable font does not embed in a PDF): Inter, Noto Naskh Arabic. */
export const pdfFonts = {
  regular: file('inter', 'inter-latin-400-normal.woff'),
  bold: file('inter', 'inter-latin-700-normal.woff'),
  arabic: file('noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff'),
  arabicBold: file('noto-naskh-arabic', 'noto-naskh-arabic-arabic-700-normal.woff'),
};
