import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { PhoneText } from './phone-text';

describe('a phone number in the page', () => {
  it('is formatted and isolated left to right, so Arabic text around it never moves its "+"', async () => {
    const html = await renderHtml(<PhoneText phone="+212677889900" />, { locale: 'ar' });
    expect(html).toBe('<bdi dir="ltr" class="whitespace-nowrap">+212 6 77 88 99 00</bdi>');
  });
});
