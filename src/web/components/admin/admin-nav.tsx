import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { cn } from '@/lib/cn';
import { useUser } from '@/hooks/use-user';
import { adminLinksFor, isCurrentAdmin, type AdminNavItem } from './nav-items';

const itemClass = 'flex items-center gap-3 rounded-[var(--radius)] px-3 py-2.5 text-sm font-medium transition-colors';

function NavLink({ item, onNavigate }: { item: AdminNavItem; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const [location] = useLocation();
  const current = isCurrentAdmin(item.href, location);
  return (
    <li>
      <Link
        href={item.href}
        onClick={onNavigate}
        aria-current={current ? 'page' : undefined}
        className={cn(itemClass, current ? 'bg-primary/25 font-semibold text-foreground' : 'hover:bg-secondary')}
      >
        <item.icon className={cn('h-5 w-5 shrink-0', current ? 'text-primary-strong' : 'text-muted')} aria-hidden="true" />
        {t(`nav.${item.key}`)}
      </Link>
    </li>
  );
}

/** The back office's menu: the screens and the way back to the shop. `onNavigate` closes the phone sheet. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useUser();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-6">
      <ul className="space-y-1">
        {adminLinksFor(user?.role).map((item) => (
          <NavLink key={item.href} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <Link href="/" onClick={onNavigate} className={cn(itemClass, 'mt-auto border border-border hover:bg-secondary')}>
        <Store className="h-5 w-5 shrink-0 text-muted" aria-hidden="true" />
        {t('nav.backToShop')}
      </Link>
    </nav>
  );
}
