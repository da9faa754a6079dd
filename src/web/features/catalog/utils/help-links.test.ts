import { describe, expect, it } from 'vitest';
import { telegramLink, whatsappLink } from './help-links';

const text = 'Bonjour, ce cadeau : Thé & miel https://shop.ma/gifts/1';

describe('help links', () => {
  it('opens WhatsApp on the shop number with the message and page link typed in', () => {
    const link = whatsappLink('+212 6 00-00 00 00', text);
    expect(link).toBe(`https://wa.me/212600000000?text=${encodeURIComponent(text)}`);
    expect(new URL(link!).searchParams.get('text')).toBe(text);
  });

  it('opens Telegram on the shop account with the message typed in', () => {
    expect(telegramLink('@cadeauxmaroc', text)).toBe(`https://t.me/cadeauxmaroc?text=${encodeURIComponent(text)}`);
    expect(telegramLink('https://t.me/cadeauxmaroc', text)).toMatch(/^https:\/\/t\.me\/cadeauxmaroc\?/);
  });

  it('offers no link when the shop has no number or handle', () => {
    expect(whatsappLink('', text)).toBeNull();
    expect(whatsappLink(undefined, text)).toBeNull();
    expect(telegramLink('  ', text)).toBeNull();
    expect(telegramLink('not a handle!', text)).toBeNull();
  });
});
