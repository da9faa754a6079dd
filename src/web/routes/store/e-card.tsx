import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Gift } from 'lucide-react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/skeleton';
import { useEcard } from '@/features/ecard/api/get-ecard';
import { EcardView } from '@/features/ecard/components/ecard-view';

/** `/e-card/{token}`: the page the recipient's SMS, WhatsApp or e-mail links to. */
export default function EcardPage() {
  const { t } = useTranslation('ecard');
  const { token = '' } = useParams<{ token: string }>();
  const card = useEcard(token);
  useDocumentTitle(t('pageTitle'));
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-6 sm:py-12">
      {card.isPending ? (
        <Spinner label={t('loading')} className="min-h-[50vh]" />
      ) : card.isError ? (
        <Card className="p-8 text-center">
          <Gift className="mx-auto h-12 w-12 text-muted" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">{t('missing.title')}</h1>
          <p className="mt-2 text-muted">{t('missing.text')}</p>
          <Link href="/" className={`${buttonClass('primary')} mt-6`}>
            {t('missing.home')}
          </Link>
        </Card>
      ) : (
        <EcardView card={card.data} />
      )}
    </main>
  );
}
