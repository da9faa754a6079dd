import { useAppearance } from '@/lib/site-queries';
import { localized } from '@/lib/format';
import { useLocale } from '@/i18n/locale';
import { usePageHead } from '@/components/layout/use-document-title';

/** The home tab reads "<shop name> — <tagline>". */
export function useHomeTitle() {
  const appearance = useAppearance().data;
  const locale = useLocale();
  const name = appearance?.company_name || 'Cadeaux Maroc';
  const tagline = localized(appearance?.tagline, locale);
  usePageHead(tagline ? `${name} — ${tagline}` : name);
}
