import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { adminAndCustomer } from '../catalog/test-session.js';

const ctx = await useTestApp();
const { admin, customer } = await adminAndCustomer(ctx.database.db);

const source = (page: string, headers = admin) => ctx.app.inject({ url: `/api/admin/content/${page}`, headers });
const preview = (payload: object, headers = admin) => ctx.app.inject({ method: 'POST', url: '/api/admin/content/preview', headers, payload });

describe('the content editor', () => {
  it('is for admins only', async () => {
    expect((await source('faq', {} as { cookie: string })).statusCode).toBe(401);
    expect((await source('faq', customer)).statusCode).toBe(403);
    expect((await preview({ page: 'faq', markdown: 'x' }, customer)).statusCode).toBe(403);
  });

  it('edits the French default while nothing is stored, then what was saved', async () => {
    const before = (await source('terms')).json();
    expect(before).toMatchObject({ page: 'terms', isDefault: true });
    expect(before.markdown).toContain('Annulation et modification');
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'terms_content', value: '# Nos conditions' } });
    expect((await source('terms')).json()).toEqual({ page: 'terms', locale: 'fr', markdown: '# Nos conditions', isDefault: false });
    expect((await ctx.app.inject('/api/content/terms')).json().html).toBe('<h2>Nos conditions</h2>\n');
  });

  it('edits each language apart: empty in Arabic and English until written', async () => {
    expect((await source('faq?locale=ar')).json()).toEqual({ page: 'faq', locale: 'ar', markdown: '', isDefault: true });
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'faq_content_ar', value: '## هل توصلون يوم الأحد؟\n\nنعم.' } });
    expect((await source('faq?locale=ar')).json()).toMatchObject({ locale: 'ar', markdown: '## هل توصلون يوم الأحد؟\n\nنعم.', isDefault: false });
    expect((await source('faq?locale=en')).json()).toMatchObject({ locale: 'en', markdown: '', isDefault: true });
    expect((await source('faq')).json()).toMatchObject({ locale: 'fr', isDefault: true });
    const page = (await ctx.app.inject({ url: '/api/content/faq?locale=ar' })).json();
    expect(page).toMatchObject({ locale: 'ar', entries: [{ question: 'هل توصلون يوم الأحد؟', answerHtml: '<p>نعم.</p>' }] });
  });

  it('previews with the page’s sanitiser, company details and FAQ entries', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/settings', headers: admin, payload: { key: 'company_email', value: 'aide@hadaya.ma' } });
    const res = await preview({
      page: 'faq',
      markdown: '## Contact ?\n\nÉcrivez à {{company_email}}.<script>alert(1)</script>\n\n## Lien ?\n\n<img src=x onerror=alert(2)>[ici](javascript:alert(3))',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries).toEqual([
      { question: 'Contact ?', answerHtml: '<p>Écrivez à <a href="mailto:aide@hadaya.ma" rel="noopener noreferrer">aide@hadaya.ma</a>.</p>' },
      { question: 'Lien ?', answerHtml: '<p><a rel="noopener noreferrer">ici</a></p>' },
    ]);
    expect(body.html.toLowerCase()).not.toMatch(/<script|onerror|javascript:/);
  });

  it('refuses an unknown page', async () => {
    expect((await source('secrets')).statusCode).toBe(400);
    expect((await preview({ page: 'secrets', markdown: 'x' })).statusCode).toBe(400);
  });
});
