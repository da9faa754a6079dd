import { CalendarDays, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { useLocale } from '@/i18n/locale';
import { formatDate } from '@/lib/format';

/** The real time of the last sign-in, and when the account was created. */
export function AccountActivity({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const rows = [
    {
      Icon: Clock,
      label: t('profile.security.lastLogin'),
      value: user.lastLoginAt ? formatDate(user.lastLoginAt, locale, true) : t('profile.security.never'),
    },
    { Icon: CalendarDays, label: t('profile.security.createdAt'), value: formatDate(user.createdAt, locale) },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {rows.map(({ Icon, label, value }) => (
        <li key={label} className="flex items-center gap-4 rounded-[var(--radius)] bg-secondary/50 p-4">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-card text-primary-strong">
            <Icon className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm text-muted">{label}</p>
            <p className="font-semibold">{value}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
