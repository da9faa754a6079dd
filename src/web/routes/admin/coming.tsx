import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { ComingSoon } from '@/components/admin/coming-soon';
import type { AdminNavKey } from '@/components/admin/nav-items';
import { useDocumentTitle } from '@/components/layout/use-document-title';

// A coming screen's path to its name in the menu.
const names: Record<string, AdminNavKey> = {
  reviews: 'reviews',
  settings: 'settings',
  content: 'content',
};

export default function ComingPage() {
  const { t } = useTranslation('admin');
  const { screen = '' } = useParams<{ screen?: string }>();
  const title = t(`nav.${names[screen.toLowerCase()] ?? 'dashboard'}`);
  useDocumentTitle(title);
  return <ComingSoon title={title} />;
}
