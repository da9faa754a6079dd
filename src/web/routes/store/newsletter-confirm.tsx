import { useTranslation } from 'react-i18next';
import { TokenLinkPage } from '@/components/layout/token-link-page';
import { NewsletterConfirmation } from '@/features/home/components/newsletter-confirmation';

export default function NewsletterConfirmPage() {
  const { t } = useTranslation('home');
  return <TokenLinkPage title={t('newsletter.confirm.pageTitle')}>{(token) => <NewsletterConfirmation token={token} />}</TokenLinkPage>;
}
