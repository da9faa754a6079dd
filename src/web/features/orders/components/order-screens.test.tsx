import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../../testing/render-html';
import { sampleOrder } from '../testing/order';
import { DeliveryCard } from './detail/delivery-card';
import { OrderCard } from './order-card';

const digital = sampleOrder({ recipientAddress: null, recipientCity: null, recipientEmail: 'salma@exemple.ma', deliveryFee: '0.00' });

describe('an order of digital gifts only on the order screens', () => {
  it('reads "Livraison numérique" where an address would be, with the recipient’s e-mail', async () => {
    for (const html of [await renderHtml(<OrderCard order={digital} />), await renderHtml(<DeliveryCard order={digital} />)]) {
      expect(html).toContain('Livraison numérique');
      expect(html).toContain('salma@exemple.ma');
      expect(html).not.toContain('null');
    }
    expect(await renderHtml(<DeliveryCard order={digital} />)).toContain('Dès la confirmation');
  });

  it('keeps the address and city of an order that is carried', async () => {
    const html = await renderHtml(<OrderCard order={sampleOrder()} />);
    expect(html).toContain('24 rue Ibn Batouta, Gauthier, Casablanca');
    expect(html).not.toContain('Livraison numérique');
  });
});
