import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { AdminPot } from '@contracts/pots';
import { LoadFailed } from '@/components/admin/load-failed';
import { Money } from '@/components/admin/money';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { useAdminPots } from '@/features/admin-pots/api/pots';

const tone = (pot: AdminPot) =>
  pot.state === 'reached' ? 'success' : pot.state === 'open' ? (pot.overdue ? 'warning' : 'info') : pot.state === 'failed' || pot.refundsFailed > 0 ? 'danger' : 'neutral';

/** The back office's list of pots: state, how far each has come, its deadline, and its order once placed. */
export function PotList() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const errorText = useErrorText();
  const pots = useAdminPots();
  if (pots.isPending) return <Spinner label={t('loading')} />;
  if (pots.isError) return <LoadFailed message={errorText(pots.error, t('pots.loadFailed'))} onRetry={() => void pots.refetch()} />;
  if (pots.data.length === 0) return <Card className="p-6 text-center text-muted">{t('pots.empty')}</Card>;
  return (
    <Card className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="admin-pots">
        <thead className="bg-secondary/50 text-start">
          <tr>
            <th className="p-3 text-start">{t('pots.recipient')}</th>
            <th className="p-3 text-start">{t('pots.state')}</th>
            <th className="p-3 text-start">{t('pots.raised')}</th>
            <th className="p-3 text-start">{t('pots.deadline')}</th>
            <th className="p-3 text-start">{t('pots.organiser')}</th>
            <th className="p-3 text-start">{t('pots.order')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {pots.data.map((pot) => (
            <tr key={pot.id}>
              <td className="p-3 font-medium">{pot.recipientFirstName}</td>
              <td className="p-3">
                <Badge tone={tone(pot)}>{pot.overdue ? t('pots.states.overdue') : t(`pots.states.${pot.state}`)}</Badge>
                {pot.refundsFailed > 0 && <p className="mt-1 text-xs text-danger">{t('pots.refundsFailed', { count: pot.refundsFailed })}</p>}
                {pot.failureReason && <p className="mt-1 text-xs text-muted">{pot.failureReason}</p>}
              </td>
              <td className="p-3">
                <Money amount={pot.paid} /> / <Money amount={pot.target} />
                <p className="text-xs text-muted">{t('pots.shares', { count: pot.shares })}</p>
              </td>
              <td className="p-3 whitespace-nowrap">{formatDate(pot.deadline, locale, true)}</td>
              <td className="p-3 break-all">{pot.organiserEmail}</td>
              <td className="p-3">{pot.orderNumber ? <Link href={`/admin/orders?search=${pot.orderNumber}`}>{pot.orderNumber}</Link> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
