import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** The Apparence tab of the settings: the appearance editor takes this place. */
export function AppearanceTabSlot() {
  const { t } = useTranslation('admin-settings');
  return (
    <Card className="p-6">
      <h2 className="text-xl font-semibold">{t('appearance.title')}</h2>
      <p className="mt-1 text-muted">{t('appearance.text')}</p>
    </Card>
  );
}
