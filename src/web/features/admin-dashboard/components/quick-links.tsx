import { Bell, Gift, Package, Star, Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

// The dashboard's shortcuts named by the spec, in its order.
const links = [
  { href: '/admin/orders', key: 'orders', icon: Package },
  { href: '/admin/gifts', key: 'gifts', icon: Gift },
  { href: '/admin/categories', key: 'categories', icon: Tags },
  { href: '/admin/reviews', key: 'reviews', icon: Star },
  { href: '/admin/notification-settings', key: 'notifications', icon: Bell },
] as const;

export function QuickLinks() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('dashboard.shortcuts')} className="flex flex-wrap gap-2">
      {links.map((l) => (
        <Link key={l.href} href={l.href} className={buttonClass('outline', 'sm')}>
          <l.icon className="h-4 w-4 text-primary-strong" aria-hidden="true" />
          {t(`dashboard.links.${l.key}`)}
        </Link>
      ))}
    </nav>
  );
}
