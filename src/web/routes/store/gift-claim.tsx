import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Gift } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useErrorText } from '@/lib/errors';
import { useClaim } from '@/features/recipient-claim/api/claim';
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
        <Card className="p-8 text-center">
          <Gift className="mx-auto h-12 w-12 text-muted" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">{t('missing.title')}</h1>
          <p className="mt-2 text-muted">{errorText(claim.error, t('missing.text'))}</p>
          <Link href="/" className={`${buttonClass('primary')} mt-6`}>
            {t('missing.home')}
          </Link>
        </Card>
      ) : (
        <Card className="space-y-6 p-5 sm:p-8">
          <ClaimGift claim={claim.data} />
          <ClaimForm token={token} />
        </Card>
      )}
    </main>
  );
}
