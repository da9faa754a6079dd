import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DeadLinkCard } from '@/components/layout/dead-link-card';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useClaim } from '@/features/recipient-claim/api/claim';
import { ClaimChosen } from '@/features/recipient-claim/components/claim-chosen';
import { ClaimForm } from '@/features/recipient-claim/components/claim-form';
import { ClaimGift } from '@/features/recipient-claim/components/claim-gift';

/** `/gift/claim/{token}`: the recipient's private link, sent by SMS or WhatsApp, to give the address and the day. */
export default function GiftClaimPage() {
  const { t } = useTranslation('claim');
  const errorText = useErrorText();
  const { token = '' } = useParams<{ token: string }>();
  const claim = useClaim(token);
  useDocumentTitle(t('pageTitle'));
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6 sm:py-12">
      {claim.isPending ? (
        <Spinner label={t('loading')} className="min-h-[50vh]" />
      ) : claim.isError ? (
        <DeadLinkCard title={t('missing.title')} text={errorText(claim.error, t('missing.text'))} home={t('missing.home')} />
      ) : (
        <Card className="space-y-6 p-5 sm:p-8">
          <ClaimGift claim={claim.data} />
          {claim.data.chosen ? <ClaimChosen chosen={claim.data.chosen} /> : <ClaimForm token={token} />}
        </Card>
      )}
    </main>
  );
}
