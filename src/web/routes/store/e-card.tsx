import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { DeadLinkCard } from '@/components/layout/dead-link-card';
import { useDocumentTitle } from '@/components/layout/use-document-title';
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
        <DeadLinkCard title={t('missing.title')} text={t('missing.text')} home={t('missing.home')} />
      ) : (
        <EcardView card={card.data} />
      )}
    </main>
  );
}
