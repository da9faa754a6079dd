import { useTranslation } from 'react-i18next';
import type { NotificationSettingsUpdate } from '@contracts/notification-settings';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api';
import { useErrorText } from '@/lib/errors';
import { sessionExpired } from '@/lib/session-expired';
import { useSaveNotificationSetting } from '@/features/admin-notifications/api/notification-settings';

/** Saves one field with the spec's toasts: 'Paramètres sauvegardés', the server's message, or 'Non autorisé' and sign in again. */
export function useSaveField() {
  const { t } = useTranslation('admin-notifications');
  const errorText = useErrorText();
  const save = useSaveNotificationSetting();
  const saveField = (change: NotificationSettingsUpdate) =>
    save.mutate(change, {
      onSuccess: () => toast({ title: t('toast.saved'), variant: 'success' }),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) {
          sessionExpired({ title: t('toast.unauthorized'), description: t('toast.unauthorizedText') });
          return;
        }
        toast({ title: t('toast.saveError'), description: errorText(err, ''), variant: 'destructive' });
      },
    });
  return { saveField, saving: save.isPending };
}
