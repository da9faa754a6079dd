import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import { renderHtml } from '@/testing/render-html';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { RecipientCard } from './recipient-card';
import { htmlText } from '@/testing/i18n';

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: emptyCheckout('stripe') });
  return <FormProvider {...form}>{children}</FormProvider>;
}
const render = (props: { digitalOnly: boolean; hasDigital: boolean }) =>
  renderHtml(
    <WithForm>
      <RecipientCard {...props} />
    </WithForm>,
  );

describe('the recipient card of the checkout', () => {
  it('asks for the address and city of a cart of physical gifts, and no e-mail', async () => {
    const html = await render({ digitalOnly: false, hasDigital: false });
    expect(html).toContain('id="recipientAddress"');
    expect(html).toContain('id="recipientCity"');
    expect(html).not.toContain('id="recipientEmail"');
    expect(html).toContain(htmlText('checkout:recipient.phoneHint'));
  });

  it('asks a cart of digital gifts only for the phone and an optional e-mail, with no address or city', async () => {
    const html = await render({ digitalOnly: true, hasDigital: true });
    expect(html).not.toContain('id="recipientAddress"');
    expect(html).not.toContain('id="recipientCity"');
    expect(html).toMatch(/<input[^>]*id="recipientEmail"[^>]*type="email"/);
    expect(html).not.toMatch(/<input[^>]*id="recipientEmail"[^>]*aria-required/);
    expect(html).toContain(htmlText('checkout:recipient.phoneHintDigital'));
    expect(html).toContain('pas d&#x27;adresse à donner');
  });

  it('keeps the address for the physical part of a mixed cart, and offers the e-mail for its e-gift', async () => {
    const html = await render({ digitalOnly: false, hasDigital: true });
    expect(html).toContain('id="recipientAddress"');
    expect(html).toContain('id="recipientEmail"');
  });
});

describe('the box "Je ne connais pas son adresse"', () => {
  function Unknown({ children }: { children: ReactNode }) {
    const form = useForm<CheckoutValues>({ defaultValues: { ...emptyCheckout('stripe'), recipientAddressUnknown: true } });
    return <FormProvider {...form}>{children}</FormProvider>;
  }

  it('is offered for a physical gift and, ticked, hides the address and city', async () => {
    expect(await render({ digitalOnly: false, hasDigital: false })).toContain(htmlText('checkout:recipient.addressUnknown'));
    const html = await renderHtml(
      <Unknown>
        <RecipientCard digitalOnly={false} hasDigital={false} />
      </Unknown>,
    );
    expect(html).not.toContain('id="recipientAddress"');
    expect(html).not.toContain('id="recipientCity"');
  });

  it('is not offered for digital gifts only', async () => {
    expect(await render({ digitalOnly: true, hasDigital: true })).not.toContain('recipientAddressUnknown');
  });
});
