import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale } from '@/i18n/locale';

/**
 * The chevron that points onward in the reading direction: right in French and English, left in
 * Arabic. Drawn as the other icon rather than turned by CSS, so it points the right way where the
 * `rotate` property is unknown (older iOS Safari) and before the styles load.
 */
export function ChevronForward({ className }: { className?: string }) {
  const Icon = useLocale() === 'ar' ? ChevronLeft : ChevronRight;
  return <Icon className={className} aria-hidden="true" />;
}
