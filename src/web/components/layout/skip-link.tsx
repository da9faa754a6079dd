import { useTranslation } from 'react-i18next';

/** The first stop for keyboard users: jumps over the header to the page's <main id="main">. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-[60] focus:rounded-[var(--radius)] focus:bg-card focus:px-4 focus:py-3 focus:font-semibold focus:text-primary-strong focus:shadow-lg"
    >
      {t('skipToContent')}
    </a>
  );
}
