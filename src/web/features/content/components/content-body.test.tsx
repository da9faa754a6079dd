import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { ContentBody } from './content-body';

const privacy = { page: 'privacy', html: '<h2>Données collectées</h2><p>Nous ne vendons jamais vos données.</p>' };
const faq = {
  page: 'faq',
  html: '<p>ignored when entries exist</p>',
  entries: [
    { question: 'Quels sont les délais de livraison ?', answerHtml: '<p>24 à 48 heures.</p>' },
    { question: 'Puis-je envoyer un cadeau anonyme ?', answerHtml: '<p>Oui.</p>' },
  ],
};

describe('static content pages', () => {
  it('renders the server HTML inside a French article', async () => {
    const html = await renderHtml(<ContentBody page="privacy" />, { data: [[['content', 'privacy'], privacy]] });
    expect(html).toMatch(/<article lang="fr"[^>]*><h2>Données collectées<\/h2><p>Nous ne vendons jamais vos données.<\/p><\/article>/);
  });

  it('shows the FAQ entries as an accordion of questions', async () => {
    const html = await renderHtml(<ContentBody page="faq" />, { data: [[['content', 'faq'], faq]] });
    expect(html).toContain('Quels sont les délais de livraison ?');
    expect(html).toContain('Puis-je envoyer un cadeau anonyme ?');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toMatch(/^<div lang="fr" dir="ltr">/);
    expect(html).not.toContain('ignored when entries exist');
  });

  it('tells Arabic and English readers that the text is in French', async () => {
    const ar = await renderHtml(<ContentBody page="privacy" />, { locale: 'ar', data: [[['content', 'privacy'], privacy]] });
    expect(ar).toContain('هذا المحتوى متوفر باللغة الفرنسية.');
    const fr = await renderHtml(<ContentBody page="privacy" />, { data: [[['content', 'privacy'], privacy]] });
    expect(fr).not.toContain('Ce contenu est disponible en français.');
  });

  it('announces loading while the text is on its way', async () => {
    const html = await renderHtml(<ContentBody page="terms" />);
    expect(html).toContain('role="status"');
    expect(html).toContain('Chargement…');
  });
});
