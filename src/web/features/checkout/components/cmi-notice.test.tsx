import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { CardFields } from './card-fields';

describe('the card step when CMI is the provider', () => {
  it('shows the CMI, Visa and Mastercard badges and the 3-D Secure wording, and asks for no card', async () => {
    const payerRef = createRef<CardPayer | null>();
    const html = await renderHtml(<CardFields config={{ provider: 'cmi', publishableKey: null }} amount="225.00" payerRef={payerRef} />);
    expect(html).toContain('aria-label="Cartes acceptées"');
    for (const name of ['CMI', 'Visa', 'Mastercard']) expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${name}"`));
    expect(html).toContain('Paiement protégé par 3-D Secure');
    expect(html).toContain('Centre Monétique Interbancaire');
    expect(html).not.toContain('Numéro de carte');
  });
});
