import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { Badge } from '@/components/ui/badge';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';

/** The person's initial, name, e-mail and seniority above the profile tabs. */
export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <header className="flex items-center gap-4 sm:gap-6">
      <span
        className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary/60 to-accent font-heading text-2xl font-semibold shadow-[var(--shadow-card)] sm:h-20 sm:w-20 sm:text-3xl"
        aria-hidden="true"
      >
        {user.firstName.trim().charAt(0).toUpperCase()}
      </span>
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('profile.title')}</h1>
        <p className="mt-1 truncate text-lg">{fullName}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span className="truncate">{user.email}</span>
          <span className="hidden sm:inline" aria-hidden="true">
            ·
          </span>
          <span>{t('profile.memberSince', { date: formatDate(user.createdAt, locale) })}</span>
          {user.role === 'admin' && (
            <Badge tone="primary">
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
              {t('profile.adminBadge')}
            </Badge>
          )}
        </p>
      </div>
    </header>
  );
}
