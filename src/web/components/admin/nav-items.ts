import { Bell, CalendarOff, Coins, FileText, Gift, Handshake, Inbox, LayoutDashboard, Package, PackagePlus, Percent, PiggyBank, Send, Settings, Star, Tags, TicketCheck, Truck, type LucideIcon } from 'lucide-react';
import type { Role } from '@contracts/user';

export type AdminNavKey =
  | 'dashboard'
  | 'orders'
  | 'deliveries'
  | 'deliveryCalendar'
  | 'currencies'
  | 'promotions'
  | 'extras'
  | 'pots'
  | 'gifts'
  | 'categories'
  | 'inbox'
  | 'reviews'
  | 'settings'
  | 'notifications'
  | 'outbox'
  | 'content'
  | 'redeem'
  | 'partners';
export interface AdminNavItem {
  href: string;
  key: AdminNavKey;
  icon: LucideIcon;
}

/** The back office's screens, in menu order. */
export const adminLinks: readonly AdminNavItem[] = [
  { href: '/admin', key: 'dashboard', icon: LayoutDashboard },
  { href: '/admin/orders', key: 'orders', icon: Package },
  { href: '/admin/redeem', key: 'redeem', icon: TicketCheck },
  { href: '/admin/partners', key: 'partners', icon: Handshake },
  { href: '/admin/deliveries', key: 'deliveries', icon: Truck },
  { href: '/admin/gifts', key: 'gifts', icon: Gift },
  { href: '/admin/promotions', key: 'promotions', icon: Percent },
  { href: '/admin/extras', key: 'extras', icon: PackagePlus },
  { href: '/admin/pots', key: 'pots', icon: PiggyBank },
  { href: '/admin/categories', key: 'categories', icon: Tags },
  { href: '/admin/inbox', key: 'inbox', icon: Inbox },
  { href: '/admin/reviews', key: 'reviews', icon: Star },
  { href: '/admin/settings', key: 'settings', icon: Settings },
  { href: '/admin/delivery-calendar', key: 'deliveryCalendar', icon: CalendarOff },
  { href: '/admin/currencies', key: 'currencies', icon: Coins },
  { href: '/admin/content', key: 'content', icon: FileText },
  { href: '/admin/notification-settings', key: 'notifications', icon: Bell },
  { href: '/admin/outbox', key: 'outbox', icon: Send },
];

/** The entries a role sees: a partner only the redemption screen. */
export const adminLinksFor = (role: Role | undefined) => (role === 'partner' ? adminLinks.filter((l) => l.key === 'redeem') : adminLinks);

/** Whether a menu entry is the current screen's: the dashboard only on /admin, the others on their sub-pages too. */
export const isCurrentAdmin = (href: string, location: string) => {
  const path = location.length > 1 ? location.replace(/\/+$/, '') : location;
  return href === '/admin' ? path === '/admin' : path === href || path.startsWith(`${href}/`);
};
