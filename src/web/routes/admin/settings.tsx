import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { AppearanceEditor } from '@/features/admin-appearance/components/appearance-editor';
import { SettingsView } from '@/features/admin-settings/components/settings-view';

/** Platform settings: five tabs, the fifth (Apparence) being the appearance editor. */
export default function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  useDocumentTitle(t('title'));
  return <SettingsView appearance={<AppearanceEditor />} />;
}
