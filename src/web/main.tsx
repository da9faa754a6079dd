import './styles.css';

// A page the server rendered is whole without its code, which only makes it interactive: that code
// is fetched once the page is painted (its files listed by the server in #page-code), so on a slow
// link it never competes with the page's stylesheet, fonts and pictures.
const pageCode = document.getElementById('page-code');
if (pageCode) {
  // A tab opened in the background paints nothing until it is shown: its code comes at once.
  if (document.visibilityState === 'visible') await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
  for (const href of JSON.parse(pageCode.textContent ?? '[]') as string[]) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
}
await import('./start');
