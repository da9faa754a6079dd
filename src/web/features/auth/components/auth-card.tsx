import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@contracts/user';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLocale } from '@/i18n/locale';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';

/** The sign-in and registration card, with the forgotten-password dialog. */
export function AuthCard({ onSignedIn, className }: { onSignedIn: (user: User, isNew: boolean) => void; className?: string }) {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [tab, setTab] = useState<Tab>('login');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  return (
    <Card className={className}>
      <div className="p-6 sm:p-8">
        <h2 className="text-2xl font-semibold">{t('card.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('card.subtitle')}</p>
        <Tabs
          value={tab}
          onValueChange={(v) => setTab(v as Tab)}
          dir={locale === 'ar' ? 'rtl' : 'ltr'}
          className="mt-6"
        >
          <TabsList aria-label={t('tabs.label')} className="grid w-full grid-cols-2">
            <TabsTrigger value="login" className="cursor-pointer">
              {t('tabs.login')}
            </TabsTrigger>
            <TabsTrigger value="register" className="cursor-pointer">
              {t('tabs.register')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="login" className="mt-6">
            <LoginForm onSignedIn={(user) => onSignedIn(user, false)} onForgot={setForgotEmail} onCreateAccount={() => setTab('register')} />
          </TabsContent>
          <TabsContent value="register" className="mt-6">
            <RegisterForm onSignedIn={(user) => onSignedIn(user, true)} onSignIn={() => setTab('login')} />
          </TabsContent>
        </Tabs>
      </div>
      <ForgotPasswordDialog
        open={forgotEmail !== null}
        initialEmail={forgotEmail ?? ''}
        onClose={() => setForgotEmail(null)}
      />
    </Card>
  );
}
