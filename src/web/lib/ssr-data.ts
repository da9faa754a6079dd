import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '@contracts/common';
import type { InlineTexts } from '@/i18n';
import { readJsonScript } from './boot-data';

/** What the server wrote beside a page's rendered HTML (src/web/entry-server.tsx). */
export interface SsrData {
  /** The language the HTML is in. */
  lang: Locale;
  /** The answers the page was drawn with. */
  state: DehydratedState;
  /** The frame's and the page's texts in that language (and French, the fallback). */
  texts: InlineTexts;
}

/** The server-rendered page's data, or null when the page was not rendered on the server (then the browser draws it). */
export const readSsrData = () => readJsonScript<SsrData>('ssr-data');
