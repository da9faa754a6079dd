import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { StaticPage } from '@/features/info-pages/components/static-page';

export default function FaqPage() {
  const { t } = useTranslation('pages');
  return (
    <StaticPage page="faq">
      <aside className="mt-12 flex flex-col items-center gap-4 rounded-[calc(var(--radius)*2)] bg-secondary/70 p-8 text-center">
        <p className="font-heading text-xl font-semibold">{t('content.faqMore')}</p>
        <Link href="/contact" className={buttonClass('primary')}>
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {t('content.faqContact')}
        </Link>
      </aside>
    </StaticPage>
  );
}
