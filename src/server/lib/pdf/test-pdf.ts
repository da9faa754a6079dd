import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** A run of text as a reader finds it: its characters, left edge and width in points. */
export interface TextRun {
  str: string;
  x: number;
  width: number;
}

/** For tests: the text runs of every page of a PDF, as a reader would extract them. */
export async function pdfRuns(pdf: Buffer): Promise<TextRun[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: TextRun[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((i) => ('str' in i ? [{ str: i.str, x: i.transform[4] as number, width: i.width }] : [])));
  }
  await doc.destroy();
  return pages;
}

/** For tests: the text of every page of a PDF, as a reader would extract it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  return (await pdfRuns(pdf)).map((runs) => runs.map((r) => r.str).join(' ')).join('\n');
}
