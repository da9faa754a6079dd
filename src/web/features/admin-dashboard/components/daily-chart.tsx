import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardStats } from '@contracts/dashboard';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/i18n/locale';
import { formatDate, formatDayMonth, formatMoney } from '@/lib/format';
import { CHART, chartMarks, chartSummary } from '@/features/admin-dashboard/utils/chart';

/**
 * Orders (bars) and paid revenue (line) per day over 30 days, in plain SVG. Screen readers get a
 * one-sentence summary on the picture and the figures of every day in a table.
 */
export function DailyChart({ daily }: { daily: DashboardStats['daily'] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const id = useId();
  const marks = chartMarks(daily, locale === 'ar');
  const summary = chartSummary(daily);
  const description = [
    t('chart.summary', { count: summary.orders, days: summary.days, revenue: formatMoney(summary.revenue, locale) }),
    summary.busiest ? t('chart.busiest', { date: formatDate(summary.busiest.date, locale), count: summary.busiest.orders }) : '',
  ].join(' ');
  const first = daily[0];
  const last = daily[daily.length - 1];
  return (
    <Card className="p-4 sm:p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('chart.title')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="h-3 w-3 rounded-sm bg-primary" />
          {t('chart.ordersLegend', { max: marks.maxOrders })}
        </li>
        <li className="flex items-center gap-2">
          <span className="h-0.5 w-4 bg-primary-strong" />
          {t('chart.revenueLegend', { max: formatMoney(marks.maxRevenue, locale) })}
        </li>
      </ul>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        preserveAspectRatio="none"
        className="mt-4 h-40 w-full overflow-visible sm:h-48"
      >
        <desc id={`${id}-desc`}>{description}</desc>
        <line x1="0" x2={CHART.width} y1={CHART.height} y2={CHART.height} className="stroke-border" vectorEffect="non-scaling-stroke" />
        {marks.bars.map((b) => (
          <rect key={b.date} x={b.x} y={b.y} width={b.width} height={b.height} rx="0.8" className="fill-primary" />
        ))}
        <path d={marks.line} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-primary-strong" vectorEffect="non-scaling-stroke" />
      </svg>
      {first && last && (
        <div className="mt-2 flex justify-between text-xs text-muted" aria-hidden="true">
          <span>{formatDayMonth(first.date, locale)}</span>
          <span>{formatDayMonth(last.date, locale)}</span>
        </div>
      )}
      {/* A table cannot be shrunk to nothing itself: the wrapper hides it without widening the page. */}
      <div className="sr-only">
        <table>
          <caption>{t('chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.day')}</th>
              <th scope="col">{t('chart.orders')}</th>
              <th scope="col">{t('chart.revenue')}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDate(d.date, locale)}</th>
                <td>{d.orders}</td>
                <td>{formatMoney(d.revenue, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
