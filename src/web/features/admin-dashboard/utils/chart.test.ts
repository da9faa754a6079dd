import { describe, expect, it } from 'vitest';
import { CHART, chartMarks, chartSummary } from './chart';

const daily = [
  { date: '2026-05-01', orders: 2, revenue: '100.00' },
  { date: '2026-05-02', orders: 4, revenue: '0.00' },
  { date: '2026-05-03', orders: 0, revenue: '300.50' },
];

describe('the 30-day chart', () => {
  it('draws the busiest day full height and the others in proportion', () => {
    const { bars, maxOrders } = chartMarks(daily);
    expect(maxOrders).toBe(4);
    expect(bars[1]?.height).toBe(CHART.height - CHART.top);
    expect(bars[0]?.height).toBeCloseTo((CHART.height - CHART.top) / 2);
    expect(bars[2]?.height).toBe(0);
    expect(bars[0]!.x).toBeLessThan(bars[1]!.x);
  });

  it('runs time from right to left in Arabic', () => {
    const ltr = chartMarks(daily);
    const rtl = chartMarks(daily, true);
    expect(rtl.bars[0]!.x).toBeGreaterThan(rtl.bars[1]!.x);
    expect(rtl.bars[0]!.x + rtl.bars[0]!.width).toBeCloseTo(CHART.width - ltr.bars[0]!.x);
  });

  it('draws a flat chart, never NaN, for a month without orders', () => {
    const { bars, line } = chartMarks(daily.map((d) => ({ ...d, orders: 0, revenue: '0.00' })));
    expect(bars.every((b) => b.height === 0)).toBe(true);
    expect(line).not.toContain('NaN');
    expect(line.startsWith('M')).toBe(true);
  });

  it('sums the month and names its busiest day for the text alternative', () => {
    expect(chartSummary(daily)).toEqual({ days: 3, orders: 6, revenue: '400.50', busiest: daily[1] });
    expect(chartSummary([]).busiest).toBeNull();
  });
});
