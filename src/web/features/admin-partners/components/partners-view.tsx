import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Handshake, UserMinus } from 'lucide-react';
import type { Partner } from '@contracts/partners';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useErrorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { usePartners, useRevokePartner } from '@/features/admin-partners/api/partners';
import { PartnerForm } from './partner-form';

function PartnerCard({ partner, onRevoke }: { partner: Partner; onRevoke: () => void }) {
  const { t } = useTranslation('admin-partners');
  const locale = useLocale();
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 dir="auto" className="break-words text-start font-semibold">
          {partner.name}
        </h3>
        <p dir="ltr" className="break-all text-start text-sm text-muted rtl:text-end">
          {partner.email}
        </p>
        <p className="mt-1 text-sm">
          {t('redeemed', { count: partner.redeemed })}
          {partner.lastRedeemedAt && <span className="text-muted"> · {t('lastRedeemed', { date: formatDate(partner.lastRedeemedAt, locale, true) })}</span>}
        </p>
      </div>
      <Button variant="outline" className="shrink-0 text-danger" onClick={onRevoke}>
        <UserMinus className="h-4 w-4" aria-hidden="true" />
        {t('revoke')}
      </Button>
    </Card>
  );
}

/** The counters that honour the shop's gift codes: add one with the password its staff will use, or take its access away. */
export function PartnersView() {
  const { t } = useTranslation('admin-partners');
  const errorText = useErrorText();
  const partners = usePartners();
  const revoke = useRevokePartner();
  const [leaving, setLeaving] = useState<Partner | null>(null);
  const confirmRevoke = () => {
    if (!leaving) return;
    revoke.mutate(leaving.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('revoked', { name: leaving.name }) });
        setLeaving(null);
      },
      onError: (err) => toast({ variant: 'destructive', title: t('revokeFailed'), description: errorText(err, t('revokeFailed')) }),
    });
  };
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} description={t('description')} />
      <Card className="p-4 sm:p-5">
        <h2 className="mb-4 text-lg font-semibold">{t('addTitle')}</h2>
        <PartnerForm />
      </Card>
      <section aria-labelledby="partners-list" className="space-y-3">
        <h2 id="partners-list" className="text-lg font-semibold">
          {t('listTitle')}
        </h2>
        {partners.isPending ? (
          <Spinner label={t('loading')} className="min-h-[20vh]" />
        ) : partners.isError ? (
          <p role="alert">{t('loadError')}</p>
        ) : partners.data.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-8 text-center">
            <Handshake className="h-10 w-10 text-muted" aria-hidden="true" />
            <p className="font-medium">{t('empty')}</p>
          </Card>
        ) : (
          <ul className="space-y-3">
            {partners.data.map((p) => (
              <li key={p.id}>
                <PartnerCard partner={p} onRevoke={() => setLeaving(p)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('confirmTitle', { name: leaving?.name ?? '' })}
        description={t('confirmText')}
        closeLabel={t('close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setLeaving(null)}>
            {t('keep')}
          </Button>
          <Button variant="danger" disabled={revoke.isPending} aria-busy={revoke.isPending} onClick={confirmRevoke}>
            <UserMinus className="h-4 w-4" aria-hidden="true" />
            {t('confirm')}
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
