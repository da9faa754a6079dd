import { describe, expect, it } from 'vitest';
import type { Claim } from '@contracts/recipient-claims';
import { renderHtml } from '@/testing/render-html';
import { ClaimGift } from './claim-gift';
import { htmlText } from '@/testing/i18n';

const claim = {
  recipientName: 'Salma',
  senderName: null,
  anonymous: false,
  personalMessage: null,
  gifts: [{ name: { fr: 'Coffret thé', ar: 'علبة شاي', en: 'Tea box' }, image: null, quantity: 1 }],
  expiresAt: '2030-06-10T12:00:00.000Z',
  shopName: 'Cadeaux Maroc',
  chosen: null,
} satisfies Claim;

describe('who the recipient reads the gift is from', () => {
  it('says a person who cares sends it only when the sender chose to stay unknown', async () => {
    expect(await renderHtml(<ClaimGift claim={{ ...claim, anonymous: true }} />)).toContain(htmlText('claim:anonymous'));
  });

  it('reads neutrally for a sender who left the name empty without asking to stay unknown', async () => {
    const html = await renderHtml(<ClaimGift claim={claim} />);
    expect(html).toContain(htmlText('claim:unnamed'));
    expect(html).not.toContain(htmlText('claim:anonymous'));
  });

  it('names a sender who gave a name', async () => {
    expect(await renderHtml(<ClaimGift claim={{ ...claim, senderName: 'Karim' }} />)).toContain(htmlText('claim:from', { name: 'Karim' }));
  });
});
