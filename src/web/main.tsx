import './styles.css';

// The web fonts are a stylesheet of their own (decision 034). The server links it at once on pages
// drawn in the browser, and for print only on a rendered page (#web-fonts): there the text shows in
// the system's font first, and the fonts are fetched once the page's first pictures are on screen,
// never sharing a slow link with them, or at once in a browser that has fetched them before.
const FONTS_KEY = 'fonts-fetched';
const webFonts = document.getElementById('web-fonts') as HTMLLinkElement | null;
if (webFonts) {
  if (fontsFetchedBefore()) applyFonts(webFonts);
  else void firstPicturesShown().then(() => applyFonts(webFonts));
}
// The dev server serves index.html as it is, without the server's links.
if (import.meta.env.DEV) void import('./fonts.css');

// A page the server rendered is whole without its code, which only makes it interactive: that code
// is fetched once the page is painted (its files listed by the server in #page-code, in the head), so
// on a slow link it never competes with the page's stylesheet, fonts and pictures. There this entry is
// `async` (plugins/web.ts) and may run before the page is parsed: the start waits for that.
const pageCode = document.getElementById('page-code');
if (pageCode) {
  // A tab opened in the background paints nothing until it is shown: its code comes at once.
  if (document.visibilityState === 'visible') await firstContentShown();
  for (const href of JSON.parse(pageCode.textContent ?? '[]') as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
await import('./start');

function fontsFetchedBefore() {
  try {
    return localStorage.getItem(FONTS_KEY) === '1';
  } catch {
    return false; // storage unavailable (private mode): as on a first visit
  }
}

function applyFonts(link: HTMLLinkElement) {
  document.fonts.addEventListener(
    'loadingdone',
    () => {
      try {
        localStorage.setItem(FONTS_KEY, '1');
      } catch {
        // not stored: the next visit waits for its pictures again
      }
    },
    { once: true },
  );
  link.media = 'all';
}

/**
 * Resolves once the page's first content and the pictures it asks for at high priority are on
 * screen (decoded, then one more frame drawn), at the latest 3 s after its first content.
 */
async function firstPicturesShown() {
  await firstContentShown();
  await documentParsed();
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined)));
  await Promise.race([decoded, new Promise((late) => setTimeout(late, 3_000))]);
  await new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn)));
}

/**
 * Resolves once the browser has shown the page's first content: its paint timing entry, which comes
 * when the frame is on screen (a frame's callbacks run before it is drawn, so code asked for there
 * still raced the paint). Where paint timing is not told, at the next frame; at the latest after 2 s.
 */
function firstContentShown() {
  return new Promise<void>((shown) => {
    setTimeout(shown, 2_000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(shown));
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      shown();
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Resolves once the whole page is parsed (at once unless this async entry ran before that). */
function documentParsed() {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise<void>((parsed) => document.addEventListener('DOMContentLoaded', () => parsed(), { once: true }));
}
