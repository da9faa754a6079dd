import './styles.css';

// A page the server rendered is whole without its code, which only makes it interactive: that code
// is fetched once the page is painted (its files listed by the server in #page-code), so on a slow
// link it never competes with the page's stylesheet, fonts and pictures.
const pageCode = document.getElementById('page-code');
if (pageCode) {
  // A tab opened in the background paints nothing until it is shown: its code comes at once.
  if (document.visibilityState === 'visible') await firstContentShown();
  for (const href of JSON.parse(pageCode.textContent ?? '[]') as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
await import('./start');

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
