import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import { renderHtml } from '@/testing/render-html';
import { emptyCheckout, type CheckoutValues } from '@/features/checkout/utils/checkout-schema';
import { SenderCard } from './sender-card';
import { htmlText } from '@/testing/i18n';

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm<CheckoutValues>({ defaultValues: emptyCheckout('bank_transfer') });
  return <FormProvider {...form}>{children}</FormProvider>;
}
const render = (accountEmail: string | null) =>
  renderHtml(
    <WithForm>
      <SenderCard accountEmail={accountEmail} />
    </WithForm>,
  );

describe('the buyer’s details in the checkout', () => {
  it('ask a guest for a required e-mail and an optional phone', async () => {
    const html = await render(null);
    expect(html).toMatch(/<input[^>]*id="senderEmail"[^>]*aria-required="true"|<input[^>]*aria-required="true"[^>]*id="senderEmail"/);
    expect(html).toContain(htmlText('checkout:sender.emailHint'));
    expect(html).toContain('id="senderPhone"');
  });

  it('tell a signed-in customer the confirmation goes to the account’s address, without asking for one', async () => {
    const html = await render('nadia@exemple.ma');
    expect(html).not.toContain('id="senderEmail"');
    expect(html).toContain('nadia@exemple.ma');
    expect(html).toContain('La confirmation sera envoyée à l&#x27;adresse de votre compte');
  });
});
