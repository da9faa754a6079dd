import { Link } from 'wouter';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/components/layout/use-document-title';

export function GiftNotFound() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="mb-6 flex h-20 w-20 items-center justify-center rounded-full bg-secondary">
        <PackageX className="h-10 w-10 text-primary-strong" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-3 text-lg text-muted">{t('notFound.text')}</p>
      <Link href="/catalog" className={cn(buttonClass('primary', 'lg'), 'mt-8 rounded-full')}>
        <ArrowLeft className="h-5 w-5 rtl:rotate-180" aria-hidden="true" />
        {t('notFound.back')}
      </Link>
    </div>
  );
}
