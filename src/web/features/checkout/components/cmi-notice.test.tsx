import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { htmlText } from '@/testing/i18n';
import { renderHtml } from '@/testing/render-html';
import type { CardPayer } from '@/features/checkout/utils/card-payer';
import { CardFields } from './card-fields';

describe('the card step when CMI is the provider', () => {
  it('names the accepted cards for a screen reader, says where the card is typed and that 3-D Secure guards it, and asks for no card here', async () => {
    const payerRef = createRef<CardPayer | null>();
    const html = await renderHtml(<CardFields config={{ provider: 'cmi', publishableKey: null }} amount="225.00" payerRef={payerRef} />);
    expect(html).toContain(`aria-label="${htmlText('checkout:payment.cmi.logos')}"`);
    for (const name of ['CMI', 'Visa', 'Mastercard']) expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="${name}"`));
    expect(html).toContain(htmlText('checkout:payment.cmi.text'));
    expect(html).toContain(htmlText('checkout:payment.cmi.secure'));
    expect(html).not.toContain('<input');
  });
});
