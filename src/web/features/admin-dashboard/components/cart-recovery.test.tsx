import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { htmlText } from '@/testing/i18n';
import { CartRecoveryFiguresView } from './cart-recovery';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u202f\u00a0]/g, ' ');

describe('the dashboard’s carts brought back', () => {
  it('shows carts kept, reminded, recovered and the paid revenue recovered', async () => {
    const html = await renderHtml(<CartRecoveryFiguresView figures={{ days: 30, saved: 12, reminded: 9, recovered: 3, revenue: '1450.00' }} />);
    for (const key of ['saved', 'reminded', 'recovered', 'revenue'] as const) expect(html).toContain(htmlText(`admin:dashboard.cartRecovery.${key}`));
    expect(text(html).replace(/\s+/g, ' ')).toMatch(/ 12 .* 9 .* 3 .* 1 450 DH/);
  });

  it('says when no cart was kept rather than showing zeros', async () => {
    const html = await renderHtml(<CartRecoveryFiguresView figures={{ days: 30, saved: 0, reminded: 0, recovered: 0, revenue: '0.00' }} />);
    expect(html).toContain(htmlText('admin:dashboard.cartRecovery.none'));
  });
});
