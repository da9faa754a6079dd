import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import type { PageContent } from '../../../contracts/content.js';
import { writeSetting } from '../settings/index.js';

const ctx = await useTestApp();
const db = ctx.database.db;

const read = async (page: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/content/${page}` });
  return { status: res.statusCode, body: res.json() as PageContent };
};

describe('GET /api/content/:page defaults', () => {
  it('serves the French privacy policy citing law 09-08 and the CNDP, with the company filled in', async () => {
    const { status, body } = await read('privacy');
    expect(status).toBe(200);
    expect(body.page).toBe('privacy');
    expect(body.html).toContain('09-08');
    expect(body.html).toContain('CNDP');
    expect(body.html).toContain('bonjour@cadeaux.ma');
    expect(body.html).not.toContain('{{');
    expect(body).not.toHaveProperty('entries');
  });

  it('serves the French terms with the 2-hour cancellation rule', async () => {
    const { body } = await read('terms');
    expect(body.html).toContain('<h2>Annulation et modification</h2>');
    expect(body.html).toContain('2 heures');
  });

  it('serves a FAQ of ten entries for the accordion', async () => {
    const { body } = await read('faq');
    expect(body.entries).toHaveLength(10);
    const questions = body.entries!.map((e) => e.question).join(' | ');
    for (const topic of ['livrez', 'anonyme', 'paiement', 'virement', 'annuler', 'suivre', 'numériques', 'date', 'message', 'contacter']) {
      expect(questions).toContain(topic);
    }
    expect(body.entries![0]!.answerHtml).toMatch(/^<p>Nous livrons/);
    expect(body.entries![9]!.answerHtml).toContain('+212 5 22 00 00 00');
  });

  it('is not found for another page', async () => {
    expect((await read('secrets')).status).toBe(404);
    expect((await read('__proto__')).status).toBe(404);
  });
});

describe('content from the back office', () => {
  it('renders the stored markdown instead of the default', async () => {
    await writeSetting(db, 'terms_content', '# Conditions\n\nLivraison **offerte** dès 500 DH.');
    const { body } = await read('terms');
    expect(body.html).toBe('<h2>Conditions</h2>\n<p>Livraison <strong>offerte</strong> dès 500 DH.</p>\n');
  });

  it('never sends back scripts, event handlers, javascript: links or frames', async () => {
    await writeSetting(
      db,
      'privacy_content',
      [
        'Texte sûr',
        '<script>alert("x")</script>',
        '<img src="x" onerror="alert(1)">',
        '<p onclick="alert(2)">Clic</p>',
        '[piège](javascript:alert(3))',
        '<a href="JaVaScRiPt:alert(4)">lien</a>',
        '<iframe src="https://evil.example"></iframe>',
        '[site](https://cadeaux.ma)',
      ].join('\n\n'),
    );
    const { body } = await read('privacy');
    const html = body.html.toLowerCase();
    for (const bad of ['<script', 'alert("x")', 'onerror', 'onclick', 'javascript:', '<iframe', '<img']) {
      expect(html).not.toContain(bad);
    }
    expect(body.html).toContain('Texte sûr');
    expect(body.html).toContain('<a href="https://cadeaux.ma" rel="noopener noreferrer">site</a>');
  });

  it('splits a stored FAQ on its headings and sanitises each answer', async () => {
    await writeSetting(db, 'faq_content', 'Intro\n\n## Livrez-vous le **dimanche** ?\n\nOui.<script>x()</script>\n\n## Un lien ?\n\n[ici](javascript:void(0))');
    const { body } = await read('faq');
    expect(body.entries).toEqual([
      { question: 'Livrez-vous le dimanche ?', answerHtml: '<p>Oui.</p>' },
      { question: 'Un lien ?', answerHtml: '<p><a rel="noopener noreferrer">ici</a></p>' },
    ]);
  });

  it('falls back to the default when the stored content is blank', async () => {
    await writeSetting(db, 'faq_content', '   ');
    expect((await read('faq')).body.entries).toHaveLength(10);
  });
});

describe('content in the visitor’s language', () => {
  const inLanguage = async (page: string, query: string, headers: Record<string, string> = {}) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/content/${page}${query}`, headers });
    return { status: res.statusCode, body: res.json() as PageContent };
  };

  it('shows the French text where the shop wrote none in the visitor’s language, saying so', async () => {
    await writeSetting(db, 'terms_content', '# Conditions générales');
    const { body } = await inLanguage('terms', '?locale=ar');
    expect(body).toMatchObject({ locale: 'fr', html: '<h2>Conditions générales</h2>\n' });
  });

  it('shows the Arabic or English text once written, and the French to French visitors', async () => {
    await writeSetting(db, 'terms_content_ar', '# الشروط العامة');
    await writeSetting(db, 'terms_content_en', '# Terms of sale');
    expect((await inLanguage('terms', '?locale=ar')).body).toMatchObject({ locale: 'ar', html: '<h2>الشروط العامة</h2>\n' });
    expect((await inLanguage('terms', '', { 'accept-language': 'en-GB,en;q=0.9' })).body).toMatchObject({ locale: 'en', html: '<h2>Terms of sale</h2>\n' });
    expect((await inLanguage('terms', '?locale=fr')).body).toMatchObject({ locale: 'fr', html: '<h2>Conditions générales</h2>\n' });
  });

  it('splits a translated FAQ into its entries', async () => {
    await writeSetting(db, 'faq_content_en', '## Do you deliver on Sunday?\n\nYes.');
    expect((await inLanguage('faq', '?locale=en')).body.entries).toEqual([{ question: 'Do you deliver on Sunday?', answerHtml: '<p>Yes.</p>' }]);
  });

  it('refuses an unknown language (400)', async () => {
    expect((await inLanguage('terms', '?locale=de')).status).toBe(400);
  });
});
