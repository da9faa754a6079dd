import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from './page-header';

/** A screen of the spec that is not built yet: the header and dashboard already link to it. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PageHeader title={title} />
      <div className="rounded-[calc(var(--radius)*2)] border border-dashed border-border bg-card p-8 text-center">
        <Hourglass className="mx-auto h-10 w-10 text-primary-strong" aria-hidden="true" />
        <p className="mt-4 font-semibold">{t('coming.title')}</p>
        <p className="mt-1 text-muted">{t('coming.text')}</p>
        <Link href="/admin" className={`${buttonClass('outline', 'md')} mt-6`}>
          {t('coming.back')}
        </Link>
      </div>
    </>
  );
}
