import { describe, expect, it } from 'vitest';
import type { User } from '@contracts/user';
import { renderHtml } from '@/testing/render-html';
import { AdminGuard } from './admin-guard';
import { htmlText } from '@/testing/i18n';

const user = (role: User['role']) => ({ id: '6f1c1f4e-8f0b-4a61-9a55-1b2d0f3c4a5b', role, firstName: 'Salma' }) as User;
const screen = <p>Écran secret</p>;

describe('the back office door', () => {
  it('shows the screen to an admin', async () => {
    const html = await renderHtml(<AdminGuard>{screen}</AdminGuard>, { data: [[['user'], user('admin')]] });
    expect(html).toContain('Écran secret');
    expect(html).not.toContain(htmlText('admin:access.restricted'));
  });

  it('shows a customer the restricted card with a way home, never the screen', async () => {
    const html = await renderHtml(<AdminGuard>{screen}</AdminGuard>, { data: [[['user'], user('customer')]] });
    expect(html).not.toContain('Écran secret');
    expect(html).toContain(htmlText('admin:access.restricted'));
    expect(html).toContain(htmlText('admin:access.restrictedText'));
    expect(html).toMatch(new RegExp(`<a[^>]*href="/"[^>]*>${htmlText('admin:access.backHome')}</a>`));
  });

  it('shows a signed-out visitor the same card while sending them to sign in', async () => {
    const html = await renderHtml(<AdminGuard>{screen}</AdminGuard>, { data: [[['user'], null]] });
    expect(html).not.toContain('Écran secret');
    expect(html).toContain(htmlText('admin:access.restricted'));
  });

  it('says so in Arabic', async () => {
    const html = await renderHtml(<AdminGuard>{screen}</AdminGuard>, { locale: 'ar', data: [[['user'], user('customer')]] });
    expect(html).toContain(htmlText('admin:access.restricted'));
    expect(html).toContain(htmlText('admin:access.restrictedText'));
    expect(html).not.toContain('Écran secret');
  });
});
