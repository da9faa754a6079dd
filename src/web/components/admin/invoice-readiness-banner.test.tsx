import { describe, expect, it } from 'vitest';
import { adminKeys } from '@/lib/admin-keys';
import { renderHtml } from '@/testing/render-html';
import { InvoiceReadinessBanner } from './invoice-readiness-banner';
import { htmlText } from '@/testing/i18n';

/** The banner's title and each missing identifier, in the current language. */
const named = () => [htmlText('admin:invoiceReadiness.title'), htmlText('admin:invoiceReadiness.fields.company_ice'), htmlText('admin:invoiceReadiness.fields.company_rc')];

const missing = { ready: false, missing: ['company_ice', 'company_rc'] };

describe('the invoice readiness warning', () => {
  it('names the missing identifiers and leads to the Entreprise tab', async () => {
    const html = await renderHtml(<InvoiceReadinessBanner />, { data: [[adminKeys.invoiceReadiness, missing]] });
    for (const words of named()) expect(html).toContain(words);
    expect(html).not.toContain(htmlText('admin:invoiceReadiness.fields.company_if'));
    expect(html).toContain('href="/admin/settings?tab=company"');
  });

  it('says it in Arabic and English too', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const html = await renderHtml(<InvoiceReadinessBanner />, { locale, data: [[adminKeys.invoiceReadiness, missing]] });
      for (const words of named()) expect(html).toContain(words);
    }
  });

  it('shows nothing once the legal identity is complete', async () => {
    expect(await renderHtml(<InvoiceReadinessBanner />, { data: [[adminKeys.invoiceReadiness, { ready: true, missing: [] }]] })).toBe('');
  });
});
