import { useId, useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { EXPORT_URL, useDeleteAccount } from '@/features/auth/api/delete-account';
import { PasswordField } from './password-field';

/** Law 09-08 in the profile: download one's data as JSON, or delete the account with the password. */
export function AccountData({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const remove = useDeleteAccount(() => navigate('/'));

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('validation.required'));
    remove.mutate(
      { password },
      {
        onSuccess: () => toast({ title: t('profile.data.deleted'), description: t('profile.data.deletedText'), variant: 'success' }),
        onError: (err) => setError(errorText(err, t('profile.data.deleteFailed'))),
      },
    );
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('profile.data.exportText')}</p>
        <Button asChild variant="outline" className="shrink-0">
          <a href={EXPORT_URL} download>
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('profile.data.export')}
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-border pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{isAdmin ? t('profile.data.deleteTextAdmin') : t('profile.data.deleteText')}</p>
        <Button variant="outline" className="shrink-0 text-danger" onClick={() => setOpen(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          {t('profile.data.delete')}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={close} title={t('profile.data.confirmTitle')} description={t('profile.data.confirmText')} closeLabel={t('profile.data.keep')}>
        <form id={formId} onSubmit={submit} noValidate className="space-y-5">
          <PasswordField
            label={t('profile.data.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
            error={error}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => close(false)}>
              {t('profile.data.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={remove.isPending} aria-busy={remove.isPending}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {remove.isPending ? t('profile.data.deleting') : t('profile.data.confirm')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
