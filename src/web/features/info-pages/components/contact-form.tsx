import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ContactMessageSchema, type ContactMessageInput } from '@contracts/content';
import { PrivacyNotice } from '@/components/layout/privacy-notice';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/form/field';
import { Form } from '@/components/ui/form/form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { toast } from '@/components/ui/toast';
import { useErrorText } from '@/lib/errors';
import { useSendContact } from '@/features/info-pages/api/send-contact';
import { contactErrorKey } from '@/features/info-pages/utils/contact-error-key';

const empty: ContactMessageInput = { name: '', email: '', subject: '', message: '' };

/** The contact form, checked by the contact contract, then really sent; cleared once the shop has it. */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const errorText = useErrorText();
  const form = useSchemaForm(ContactMessageSchema, { defaultValues: empty });
  const send = useSendContact();
  const error = useFieldErrors(form.control, (field, _, value) => t(`contact.errors.${contactErrorKey(field, value)}`));

  const submit = async (input: z.output<typeof ContactMessageSchema>) => {
    await send.mutateAsync(input);
    toast({ title: t('contact.sent'), description: t('contact.sentText'), variant: 'success' });
    form.reset(empty);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      onError={(err) => toast({ title: t('contact.failed'), description: errorText(err, t('contact.failedText')), variant: 'destructive' })}
      className="space-y-5"
    >
      <p className="text-sm text-muted">{t('contact.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('contact.name')} required autoComplete="name" error={error('name')} {...form.register('name')} />
        <TextField
          label={t('contact.emailField')}
          type="email"
          required
          autoComplete="email"
          // Addresses are Latin text: they read left to right even in Arabic.
          dir="ltr"
          error={error('email')}
          {...form.register('email')}
        />
      </div>
      <TextField label={t('contact.subject')} required error={error('subject')} {...form.register('subject')} />
      <TextareaField label={t('contact.message')} required rows={6} error={error('message')} {...form.register('message')} />
      <PrivacyNotice purpose="contact" />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </Form>
  );
}
