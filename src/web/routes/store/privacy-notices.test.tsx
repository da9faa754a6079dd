import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import type { Locale } from '@contracts/common';
import { SiteFooter } from '@/components/layout/site-footer';
import { renderHtml } from '@/testing/render-html';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SubmitPanel } from '@/features/checkout/components/submit-panel';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { ContactForm } from '@/features/info-pages/components/contact-form';
import { Newsletter } from '@/features/home/components/newsletter';
import { htmlText } from '@/testing/i18n';

const noop = () => undefined;
const settings = (extra: Record<string, unknown> = {}) =>
  [[['settings'], { user_registration: true, company_info: { name: 'Cadeaux Maroc', email: 'privacy@cadeaux.ma' }, ...extra }]] as [string[], unknown][];

function Checkout({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: emptyCheckout('bank_transfer') });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const forms = {
  registration: <RegisterForm onSignedIn={noop} onSignIn={noop} />,
  checkout: (
    <Checkout>
      <SubmitPanel busy={false} retry={false} newTotal={null} blocked={false} />
    </Checkout>
  ),
  contact: <ContactForm />,
  newsletter: <Newsletter />,
};

/** The text of the notice the page shows, tags stripped. */
const noticeOf = (html: string, label: string) => {
  const match = new RegExp(`<aside aria-label="${label}"[^>]*>([\\s\\S]*?)</aside>`).exec(html);
  return match?.[1] ?? null;
};
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, '’');

describe('the data-protection notice (law 09-08)', () => {
  it.each(Object.entries(forms))('is at the %s form: who collects, why, the rights and a link to /privacy', async (_name, ui) => {
    const html = await renderHtml(ui, { data: settings() });
    const notice = noticeOf(html, htmlText('common:privacyNotice.label'));
    expect(notice).not.toBeNull();
    expect(notice).toContain('href="/privacy"');
    expect(text(notice ?? '')).toMatch(/^Cadeaux Maroc (traite|utilise)/);
    expect(text(notice ?? '')).toContain('Loi 09-\u206008');
    expect(text(notice ?? '')).toContain('privacy@cadeaux.ma');
  });

  it('covers the recipient’s data at the checkout', async () => {
    const html = await renderHtml(forms.checkout, { data: settings() });
    const notice = noticeOf(html, htmlText('common:privacyNotice.label')) ?? '';
    expect(notice).toContain(htmlText('common:privacyNotice.order', { shop: 'Cadeaux Maroc' }));
  });

  it.each(['ar', 'en'] as Locale[])('speaks %s', async (locale) => {
    for (const ui of Object.values(forms)) {
      const html = await renderHtml(ui, { data: settings(), locale });
      const notice = noticeOf(html, htmlText('common:privacyNotice.label'));
      expect(notice).toContain(htmlText('common:privacyNotice.link'));
      expect(notice).not.toContain(htmlText('common:privacyNotice.link', { lng: 'fr' }));
    }
  });

  it('never ticks a consent box in advance', async () => {
    const registration = await renderHtml(forms.registration, { data: settings() });
    expect(registration.match(/type="checkbox"/g)).toHaveLength(2);
    expect(registration).not.toMatch(/<input[^>]*type="checkbox"[^>]*checked/);
    // The newsletter asks for nothing but the address: typing it in and confirming the e-mail is the consent.
    expect(await renderHtml(forms.newsletter, { data: settings() })).not.toMatch(/type="checkbox"/);
  });
});

describe('the CNDP declaration number', () => {
  it('shows in the footer once the owner has set it, and not before', async () => {
    expect(await renderHtml(<SiteFooter />, { data: settings({ cndp_declaration: 'D-GC-123/2026' }) })).toContain('Déclaration CNDP n° D-GC-123/2026');
    expect(await renderHtml(<SiteFooter />, { data: settings() })).not.toContain('CNDP');
  });
});
