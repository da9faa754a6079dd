import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/lib/admin-keys';
import { renderHtml } from '@/testing/render-html';
import { InvoiceReadinessBanner } from './invoice-readiness-banner';

const missing = { ready: false, missing: ['company_ice', 'company_rc'] };

describe('the invoice readiness warning', () => {
  it('names the missing identifiers and leads to the Entreprise tab', async () => {
    const html = await renderHtml(<InvoiceReadinessBanner />, { data: [[adminKeys.invoiceReadiness, missing]] });
    expect(html).toContain('Identité légale incomplète');
    expect(html).toContain('Il manque : l’ICE et le RC.');
    expect(html).toContain('href="/admin/settings?tab=company"');
  });

  it('says it in Arabic and English too', async () => {
    expect(await renderHtml(<InvoiceReadinessBanner />, { locale: 'ar', data: [[adminKeys.invoiceReadiness, missing]] })).toContain('الهوية القانونية غير مكتملة');
    expect(await renderHtml(<InvoiceReadinessBanner />, { locale: 'en', data: [[adminKeys.invoiceReadiness, missing]] })).toContain('Missing: the ICE and the RC.');
  });

  it('shows nothing once the legal identity is complete', async () => {
    expect(await renderHtml(<InvoiceReadinessBanner />, { data: [[adminKeys.invoiceReadiness, { ready: true, missing: [] }]] })).toBe('');
  });
});
