import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { SettingsView } from '@/features/admin-settings/components/settings-view';
import { AppearanceTabSlot } from './settings-appearance-tab';

export default function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  useDocumentTitle(t('title'));
  return <SettingsView appearance={<AppearanceTabSlot />} />;
}
