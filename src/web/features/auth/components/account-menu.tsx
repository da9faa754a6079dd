import type { ReactNode } from 'react';
import { DropdownMenu as M } from 'radix-ui';
import { LayoutDashboard, LogOut, Package, Settings, User as UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { User } from '@contracts/user';
import { toast } from '@/components/ui/toast';
import { useLocale } from '@/i18n/locale';
import { useLogout } from '@/features/auth/api/logout';
import { AccountButtonFace, accountButtonClass } from './account-button-face';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-[var(--radius)] px-3 py-2.5 text-sm outline-none ' +
  'data-[highlighted]:bg-secondary data-[disabled]:opacity-50';

function MenuLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <M.Item asChild className={itemClass}>
      <Link href={href}>
        {icon}
        {children}
      </Link>
    </M.Item>
  );
}

/** The signed-in user's dropdown: profile, orders, the back office for an admin, sign-out. */
export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, navigate] = useLocation();
  const logout = useLogout(() => navigate('/'));
  const icon = (Icon: typeof UserIcon) => <Icon className="h-4 w-4 text-muted" aria-hidden="true" />;

  const signOut = () =>
    logout.mutate(undefined, {
      onError: () => toast({ title: t('userMenu.logout'), description: t('userMenu.logoutError'), variant: 'destructive' }),
    });

  return (
    <M.Root dir={locale === 'ar' ? 'rtl' : 'ltr'} modal={false}>
      <M.Trigger aria-label={t('userMenu.open', { name: user.firstName })} className={accountButtonClass}>
        <AccountButtonFace firstName={user.firstName} />
      </M.Trigger>
      {/* Not portalled: the open menu stays inside the header landmark. */}
      <M.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-60 rounded-[calc(var(--radius)*2)] border border-border bg-card p-1.5 text-foreground shadow-lg"
      >
        <div className="px-3 pb-2 pt-1.5">
          <p className="truncate font-semibold">{[user.firstName, user.lastName].filter(Boolean).join(' ')}</p>
          <p className="truncate text-xs text-muted">{user.email}</p>
        </div>
        <M.Separator className="my-1 h-px bg-border" />
        <MenuLink href="/profile" icon={icon(UserIcon)}>
          {t('userMenu.profile')}
        </MenuLink>
        <MenuLink href="/orders" icon={icon(Package)}>
          {t('userMenu.orders')}
        </MenuLink>
        {user.role === 'admin' && (
          <M.Group>
            <M.Separator className="my-1 h-px bg-border" />
            <M.Label className="px-3 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
              {t('userMenu.adminGroup')}
            </M.Label>
            <MenuLink href="/admin" icon={icon(LayoutDashboard)}>
              {t('userMenu.admin')}
            </MenuLink>
            <MenuLink href="/admin/settings" icon={icon(Settings)}>
              {t('userMenu.adminSettings')}
            </MenuLink>
          </M.Group>
        )}
        <M.Separator className="my-1 h-px bg-border" />
        <M.Item
          className={itemClass}
          disabled={logout.isPending}
          onSelect={(e) => {
            e.preventDefault();
            signOut();
          }}
        >
          {icon(LogOut)}
          {logout.isPending ? t('userMenu.loggingOut') : t('userMenu.logout')}
        </M.Item>
      </M.Content>
    </M.Root>
  );
}
