import { describe, expect, it } from 'vitest';
import type { DashboardStats } from '@contracts/dashboard';
import { renderHtml } from '@/testing/render-html';
import { DailyChart } from './daily-chart';
import { Products } from './products';
import { RecentOrders } from './recent-orders';
import { StatCards } from './stat-cards';
import { htmlText, text } from '@/testing/i18n';

const stats: DashboardStats = {
  totalOrders: 42,
  totalRevenue: '12500.00',
  pendingOrders: 3,
  totalProducts: 49,
  ordersChange: 12.5,
  revenueChange: null,
  daily: [
    { date: '2026-05-01', orders: 1, revenue: '250.00' },
    { date: '2026-05-02', orders: 4, revenue: '900.00' },
  ],
  lowStock: [],
  recentOrders: [
    {
      id: '0b6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c',
      orderNumber: 'CM-20260502-0042',
      customerName: null,
      recipientName: 'Yasmine Alaoui',
      totalAmount: '450.00',
      status: 'processing',
      paymentStatus: 'awaiting_transfer',
      createdAt: '2026-05-02T10:00:00.000Z',
    },
  ],
  products: [
    { id: '1b6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c', name: { fr: 'Coffret thé', ar: 'علبة شاي' }, price: '199.00', isActive: true, image: null },
    { id: '2b6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c', name: { fr: 'Lampe en cuivre' }, price: '650.00', isActive: false, image: null },
  ],
};
const plain = (html: string) => html.replace(/<[^>]+>/g, '').replace(/[\u202f\u00a0]/g, ' ');
/** A key's text in the current language, read as the tests read the page. */
const said = (key: Parameters<typeof htmlText>[0], vars?: Record<string, unknown>) => plain(htmlText(key, vars));

describe('the dashboard stat cards', () => {
  it('says what a change compares with', async () => {
    const html = plain(await renderHtml(<StatCards stats={stats} />));
    expect(html).toContain(`+12,5 % ${said('admin:dashboard.vsPrevious')}`);
    expect(html).toContain('12 500 DH');
  });

  it('shows a dash and says why when there is nothing to compare with', async () => {
    const html = plain(await renderHtml(<StatCards stats={stats} />));
    expect(html).toContain(`— ${said('admin:dashboard.revenueNoComparison')}`);
  });

  it('words the comparison in Arabic too', async () => {
    const html = plain(await renderHtml(<StatCards stats={stats} />, { locale: 'ar' }));
    expect(html).toContain(said('admin:dashboard.vsPrevious'));
    expect(html).toContain(said('admin:dashboard.revenueNoComparison'));
  });
});

describe('the 30-day chart', () => {
  it('names itself and sums the month for screen readers', async () => {
    const html = await renderHtml(<DailyChart daily={stats.daily} />);
    expect(html).toMatch(/<svg role="img" aria-labelledby="[^"]+"/);
    expect(plain(html)).toContain(said('admin:chart.summary', { days: 2, count: 5, revenue: '1 150 DH' }));
    expect(plain(html)).toContain(said('admin:chart.busiest', { date: '2 mai 2026', count: 4 }));
  });

  it('lists every day’s figures in a table', async () => {
    const html = plain(await renderHtml(<DailyChart daily={stats.daily} />));
    expect(html).toContain(htmlText('admin:chart.tableCaption'));
    expect(html).toContain('1 mai 2026' + '1' + '250 DH');
    expect(html).toContain('2 mai 2026' + '4' + '900 DH');
  });
});

describe('the dashboard lists', () => {
  it('calls an order without a customer a guest', async () => {
    const html = plain(await renderHtml(<RecentOrders orders={stats.recentOrders} />));
    expect(html).toContain(said('admin:dashboard.orderPeople', { customer: text('admin:guest'), recipient: 'Yasmine Alaoui' }));
    expect(html).toContain('CM-20260502-0042');
    expect(html).toContain(htmlText('admin:status.processing'));
    expect(html).toContain(said('admin:paymentStatus.awaiting_transfer'));
  });

  it('marks each product active or inactive, in the reader’s language', async () => {
    for (const [locale, name] of [['fr', 'Coffret thé'], ['ar', 'علبة شاي']] as const) {
      const html = plain(await renderHtml(<Products products={stats.products} />, { locale }));
      expect(html).toMatch(new RegExp(`${name}.*${said('admin:active')}.*Lampe en cuivre.*${said('admin:inactive')}`));
    }
  });
});
