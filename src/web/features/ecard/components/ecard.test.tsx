import { describe, expect, it } from 'vitest';
import type { Ecard, OrderGiftCodes } from '@contracts/gift-codes';
import { renderHtml } from '@/testing/render-html';
import { EcardView } from './ecard-view';
import { GiftCodeStates } from './gift-code-states';
import { htmlText } from '@/testing/i18n';

const card = {
  gift: { name: { fr: 'Massage au hammam', ar: 'تدليك في الحمام', en: 'Hammam massage' }, image: '/uploads/gifts/spa.webp' },
  recipientName: 'Salma',
  senderName: 'Karim',
  anonymous: false,
  personalMessage: 'Joyeux anniversaire !',
  code: 'ABCD-EFGH-JKMN',
  expiresAt: '2027-11-24T10:00:00.000Z',
  status: 'valid',
  shopName: 'Cadeaux Maroc',
} satisfies Ecard;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the e-card', () => {
  it('shows the gift, who sends it, the message, the code and until when it is valid', async () => {
    const html = plain(await renderHtml(<EcardView card={card} />));
    expect(html).toContain(htmlText('ecard:card.title', { name: 'Salma' }));
    expect(html).toContain(htmlText('ecard:card.from', { name: 'Karim' }));
    expect(html).toContain('Massage au hammam');
    expect(html).toContain('Joyeux anniversaire !');
    expect(html).toContain('ABCD-EFGH-JKMN');
    expect(html).toContain(htmlText('ecard:card.validUntil', { date: '24 novembre 2027' }));
  });

  it('never names the sender of an anonymous gift, and says when the code is used', async () => {
    const html = plain(await renderHtml(<EcardView card={{ ...card, senderName: null, anonymous: true, status: 'redeemed' }} />, { locale: 'ar' }));
    expect(html).not.toContain('Karim');
    expect(html).toContain('تدليك في الحمام');
    expect(html).toContain(htmlText('ecard:card.used'));
  });

  it('says someone thinks of the recipient only when the sender chose to stay unknown', async () => {
    expect(plain(await renderHtml(<EcardView card={{ ...card, senderName: null, anonymous: true }} />))).toContain(htmlText('ecard:card.anonymous'));
    const unnamed = plain(await renderHtml(<EcardView card={{ ...card, senderName: null }} />));
    expect(unnamed).toContain(htmlText('ecard:card.unnamed'));
    expect(unnamed).not.toContain(htmlText('ecard:card.anonymous'));
  });
});

describe('the sender’s e-gifts on the order page', () => {
  const codes: OrderGiftCodes = (['sent', 'opened', 'used'] as const).map((state, i) => ({
    id: `6f1c1f4e-8f0b-4a61-9a55-1b2d0f3c4a5${i}`,
    giftName: card.gift.name,
    maskedCode: `••••-••••-JKM${i}`,
    state,
    sendAt: '2026-11-24T08:00:00.000Z',
    openedAt: state === 'sent' ? null : '2026-11-24T09:00:00.000Z',
    redeemedAt: state === 'used' ? '2026-11-25T09:00:00.000Z' : null,
    expiresAt: card.expiresAt,
  }));

  it.each(['fr', 'ar', 'en'] as const)('reads envoyé, ouvert, utilisé in %s', async (locale) => {
    const id = '0b6f1c1f-8f0b-4a61-9a55-1b2d0f3c4a5b';
    const html = plain(await renderHtml(<GiftCodeStates orderId={id} />, { locale, data: [[['orders', id, 'gift-codes'], codes]] }));
    for (const state of ['sent', 'opened', 'used'] as const) expect(html).toContain(htmlText(`ecard:sender.state.${state}`));
    expect(html).toContain('••••-••••-JKM0');
  });
});
