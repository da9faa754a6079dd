import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { ContentBody } from './content-body';
import { htmlText } from '@/testing/i18n';

const privacy = { page: 'privacy', locale: 'fr', html: '<h2>Données collectées</h2><p>Nous ne vendons jamais vos données.</p>' };
const faq = {
  page: 'faq',
  locale: 'fr',
  html: '<p>ignored when entries exist</p>',
  entries: [
    { question: 'Quels sont les délais de livraison ?', answerHtml: '<p>24 à 48 heures.</p>' },
    { question: 'Puis-je envoyer un cadeau anonyme ?', answerHtml: '<p>Oui.</p>' },
  ],
};

describe('static content pages', () => {
  it('renders the server HTML inside a French article', async () => {
    const html = await renderHtml(<ContentBody page="privacy" />, { data: [[['content', 'privacy', 'fr'], privacy]] });
    expect(html).toMatch(/<article lang="fr"[^>]*><h2>Données collectées<\/h2><p>Nous ne vendons jamais vos données.<\/p><\/article>/);
  });

  it('shows the FAQ entries as an accordion of questions', async () => {
    const html = await renderHtml(<ContentBody page="faq" />, { data: [[['content', 'faq', 'fr'], faq]] });
    expect(html).toContain('Quels sont les délais de livraison ?');
    expect(html).toContain('Puis-je envoyer un cadeau anonyme ?');
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(2);
    expect(html).toMatch(/^<div lang="fr" dir="ltr">/);
    expect(html).not.toContain('ignored when entries exist');
  });

  it('tells Arabic and English readers that the text is in French', async () => {
    const ar = await renderHtml(<ContentBody page="privacy" />, { locale: 'ar', data: [[['content', 'privacy', 'ar'], privacy]] });
    expect(ar).toContain(htmlText('pages:content.frenchOnly'));
    const fr = await renderHtml(<ContentBody page="privacy" />, { data: [[['content', 'privacy', 'fr'], privacy]] });
    expect(fr).not.toContain(htmlText('pages:content.frenchOnly'));
  });

  it('shows the text written in the visitor’s language, in its direction, without the French notice', async () => {
    const arabic = { page: 'privacy', locale: 'ar', html: '<h2>البيانات المجمعة</h2>' };
    const html = await renderHtml(<ContentBody page="privacy" />, { locale: 'ar', data: [[['content', 'privacy', 'ar'], arabic]] });
    expect(html).toMatch(/<article lang="ar" dir="rtl"[^>]*><h2>البيانات المجمعة<\/h2><\/article>/);
    expect(html).not.toContain(htmlText('pages:content.frenchOnly'));
    const faqEn = { page: 'faq', locale: 'en', html: '', entries: [{ question: 'Do you deliver on Sunday?', answerHtml: '<p>Yes.</p>' }] };
    const en = await renderHtml(<ContentBody page="faq" />, { locale: 'en', data: [[['content', 'faq', 'en'], faqEn]] });
    expect(en).toMatch(/^<div lang="en" dir="ltr">/);
    expect(en).toContain('Do you deliver on Sunday?');
  });

  it('announces loading while the text is on its way', async () => {
    const html = await renderHtml(<ContentBody page="terms" />);
    expect(html).toContain('role="status"');
    expect(html).toContain(htmlText('common:loading'));
  });
});
