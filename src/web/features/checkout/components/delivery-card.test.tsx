import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import { settingDefaults } from '@contracts/settings';
import { renderHtml } from '@/testing/render-html';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { DeliveryCard } from './delivery-card';
import { htmlText } from '@/testing/i18n';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function WithForm({ values, children }: { values: Partial<CheckoutValues>; children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: { ...emptyCheckout('stripe'), ...values } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const render = (values: Partial<CheckoutValues>, settings: Record<string, unknown> = {}, locale: 'fr' | 'ar' = 'fr') =>
  renderHtml(
    <WithForm values={values}>
      <DeliveryCard today="2026-11-22" />
    </WithForm>,
    { locale, data: [[['settings'], { ...settingDefaults, ...settings }]] },
  );
/** The switch the express label names. */
const expressSwitch = (html: string) => {
  const id = html.match(new RegExp(`<label for="([^"]+)"[^>]*>${escape(htmlText('checkout:delivery.express'))}`))?.[1];
  return id ? (html.match(new RegExp(`<button[^>]*id="${id}"[^>]*>`))?.[0] ?? '') : '';
};

describe('the express switch of the checkout', () => {
  it('is offered for Casablanca with its fee', async () => {
    const html = await render({ recipientCity: 'Casablanca' });
    expect(expressSwitch(html)).toContain('role="switch"');
    expect(expressSwitch(html)).not.toContain(' disabled=""');
    expect(html).toMatch(new RegExp(escape(htmlText('checkout:delivery.expressHint', { city: 'Casablanca', fee: '\u0000' })).replace('\u0000', '50\\sDH')));
  });

  it('promises express in the time the delivery settings give it, in every language', async () => {
    expect(await render({ recipientCity: 'Casablanca' })).toContain(htmlText('checkout:delivery.express'));
    const ar = await render({ recipientCity: 'Casablanca' }, {}, 'ar');
    expect(ar).toContain(htmlText('checkout:delivery.express'));
    expect(ar).not.toMatch(/2-\u20604/);
  });

  it('cannot be chosen for Agadir, and says where express runs', async () => {
    const html = await render({ recipientCity: 'Agadir', express: true });
    expect(expressSwitch(html)).toContain(' disabled=""');
    expect(html).toContain(htmlText('checkout:delivery.expressOnlyIn', { cities: 'Casablanca et Rabat' }));
  });

  it('names the express cities in the page language', async () => {
    const html = await render({ recipientCity: '' }, {}, 'ar');
    expect(html).toContain(htmlText('checkout:delivery.expressOnlyIn', { cities: 'الدار البيضاء والرباط' }));
  });

  it('is not shown when the shop runs express nowhere', async () => {
    const html = await render({ recipientCity: 'Casablanca' }, { express_casablanca: false, express_rabat: false });
    expect(expressSwitch(html)).toBe('');
  });
});
