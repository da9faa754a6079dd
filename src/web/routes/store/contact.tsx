import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { InfoPage } from '@/features/info-pages/components/info-page';
import { ContactDetails } from '@/features/info-pages/components/contact-details';
import { ContactForm } from '@/features/info-pages/components/contact-form';

export default function ContactPage() {
  const { t } = useTranslation('pages');
  return (
    <InfoPage page="contact">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-14 sm:px-6 lg:grid-cols-[1fr_1.6fr]">
        <Card className="h-fit p-6 sm:p-8">
          <h2 className="mb-6 text-2xl font-semibold">{t('contact.infoTitle')}</h2>
          <ContactDetails />
        </Card>
        <Card className="p-6 sm:p-8">
          <h2 className="mb-2 text-2xl font-semibold">{t('contact.formTitle')}</h2>
          <ContactForm />
        </Card>
      </div>
    </InfoPage>
  );
}
