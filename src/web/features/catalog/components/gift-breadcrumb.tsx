import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChevronForward } from '@/components/ui/chevron-forward';

interface Crumb {
  label: string;
  href?: string;
}

/** Accueil > Catalogue > category > gift; the last step is the current page. */
export function GiftBreadcrumb({ category, name }: { category: { id: string; name: string } | null; name: string }) {
  const { t } = useTranslation('catalog');
  const crumbs: Crumb[] = [
    { label: t('breadcrumb.home'), href: '/' },
    { label: t('breadcrumb.catalog'), href: '/catalog' },
    ...(category ? [{ label: category.name, href: `/catalog?category=${category.id}` }] : []),
    { label: name },
  ];
  return (
    <nav aria-label={t('breadcrumb.label')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {crumbs.map((c, i) => (
          <li key={i} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronForward className="h-4 w-4 shrink-0" />}
            {c.href ? (
              <Link href={c.href} className="underline-offset-4 hover:text-primary-strong hover:underline">
                {c.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-medium text-foreground">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
