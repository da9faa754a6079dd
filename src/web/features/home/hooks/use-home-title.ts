import { useEffect } from 'react';
import { useAppearance } from '@/lib/site-queries';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';

/** The home tab reads "<shop name> — <tagline>". */
export function useHomeTitle() {
  const appearance = useAppearance().data;
  const locale = useLocale();
  const name = appearance?.companyName || 'Cadeaux Maroc';
  const tagline = localized(appearance?.tagline, locale);
  useEffect(() => {
    document.title = tagline ? `${name} — ${tagline}` : name;
  }, [name, tagline]);
}
