import { describe, expect, it } from 'vitest';
import { faqEntries, markdownToSafeHtml } from './render.js';

describe('markdown to safe HTML', () => {
  it.each([
    ['a script element', 'Avant\n\n<script>alert(1)</script>\n\nAprès', ['<script', 'alert(1)']],
    ['a script in a heading', '## Titre <script>alert(1)</script>', ['<script', 'alert(1)']],
    ['an onerror attribute', '<img src="x" onerror="alert(1)">', ['onerror', 'alert']],
    ['an onclick attribute on allowed markup', '<p onclick="alert(1)">Clic</p>', ['onclick', 'alert']],
    ['an onmouseover on a link', '<a href="https://cadeaux.ma" onmouseover="alert(1)">x</a>', ['onmouseover', 'alert']],
    ['a markdown javascript: link', '[piège](javascript:alert(1))', ['javascript:', 'alert']],
    ['an HTML javascript: link in mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>', ['javascript:', 'alert']],
    ['a javascript: link hidden by an entity', '<a href="jav&#x09;ascript:alert(1)">x</a>', ['javascript', 'alert']],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', ['data:']],
    ['an svg with onload', '<svg onload="alert(1)"></svg>', ['<svg', 'onload']],
    ['a style element', '<style>body{display:none}</style>', ['<style', 'display:none']],
  ])('drops %s', (_what, markdown, bad) => {
    const html = markdownToSafeHtml(markdown).toLowerCase();
    for (const b of bad) expect(html).not.toContain(b);
  });

  it('keeps formatting and web links', () => {
    expect(markdownToSafeHtml('**Gras** et [site](https://cadeaux.ma)')).toBe(
      '<p><strong>Gras</strong> et <a href="https://cadeaux.ma" rel="noopener noreferrer">site</a></p>\n',
    );
  });
});

describe('FAQ entries', () => {
  it('makes each ## heading an entry with the text below it as its answer', () => {
    expect(faqEntries('Intro ignorée\n\n## Première ?\n\nRéponse **une**.\n\n## Deuxième ?\n\n- a\n- b\n')).toEqual([
      { question: 'Première ?', answerHtml: '<p>Réponse <strong>une</strong>.</p>' },
      { question: 'Deuxième ?', answerHtml: '<ul>\n<li>a</li>\n<li>b</li>\n</ul>' },
    ]);
  });

  it('keeps ### sub-headings inside their answer and strips markup from questions', () => {
    const [entry] = faqEntries('## Une <b onclick="x()">question</b> ?\n\n### Détail\n\nTexte');
    expect(entry).toEqual({ question: 'Une question ?', answerHtml: '<h3>Détail</h3>\n<p>Texte</p>' });
  });

  it('has no entries without ## headings', () => {
    expect(faqEntries('# Titre\n\nTexte')).toEqual([]);
  });
});
