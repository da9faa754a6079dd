import type { DashboardStats } from '@contracts/dashboard';

type Day = DashboardStats['daily'][number];

/** The chart's drawing box; the SVG stretches it to the card, so only proportions matter. */
export const CHART = { width: 300, height: 100, top: 6 } as const;

export interface ChartMarks {
  bars: { date: string; x: number; y: number; width: number; height: number }[];
  /** Revenue per day as an SVG path through the middle of each day's slot. */
  line: string;
  maxOrders: number;
  maxRevenue: number;
}

/**
 * Bars for the orders of each day and a line for its paid revenue, each on its own scale. In a
 * right-to-left page time runs from right to left, as the reader reads.
 */
export function chartMarks(daily: Day[], rtl = false): ChartMarks {
  const n = Math.max(daily.length, 1);
  const slot = CHART.width / n;
  const barWidth = slot * 0.6;
  const room = CHART.height - CHART.top;
  const maxOrders = Math.max(0, ...daily.map((d) => d.orders));
  const maxRevenue = Math.max(0, ...daily.map((d) => Number(d.revenue)));
  const place = (start: number, width: number) => (rtl ? CHART.width - start - width : start);
  const bars = daily.map((d, i) => {
    const height = maxOrders ? (d.orders / maxOrders) * room : 0;
    return { date: d.date, x: place(i * slot + (slot - barWidth) / 2, barWidth), y: CHART.height - height, width: barWidth, height };
  });
  const line = daily
    .map((d, i) => {
      const x = place(i * slot + slot / 2, 0);
      const y = CHART.height - (maxRevenue ? (Number(d.revenue) / maxRevenue) * room : 0);
      return `${i ? 'L' : 'M'}${round(x)} ${round(y)}`;
    })
    .join(' ');
  return { bars, line, maxOrders, maxRevenue };
}

/** The figures the chart's text alternative states: totals and the busiest day. */
export function chartSummary(daily: Day[]) {
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = daily.reduce((sum, d) => sum + Number(d.revenue), 0);
  const busiest = daily.reduce<Day | null>((best, d) => (d.orders > (best?.orders ?? 0) ? d : best), null);
  return { days: daily.length, orders, revenue: revenue.toFixed(2), busiest };
}

const round = (n: number) => Math.round(n * 100) / 100;
