import { useRef, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useSendContact } from '../api/send-contact';
import { emptyContact, trimContact, validateContact, type ContactField } from './contact-rules';
import { ContactFieldRow } from './contact-field';

const order: ContactField[] = ['name', 'email', 'subject', 'message'];

/** The contact form: checked in the browser, then really sent; cleared once the shop has it. */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const [values, setValues] = useState(emptyContact);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContact();
  const errors = submitted ? validateContact(values) : {};

  const change = (field: ContactField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    const first = order.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    send.mutate(trimContact(values), {
      onSuccess: () => {
        toast({ title: t('contact.sent'), description: t('contact.sentText'), variant: 'success' });
        setValues(emptyContact);
        setSubmitted(false);
      },
      onError: (err) =>
        toast({ title: t('contact.failed'), description: errorMessage(err, t('contact.failedText')), variant: 'destructive' }),
    });
  };

  const error = (field: ContactField) => {
    const key = errors[field];
    return key ? t(`contact.errors.${key}`) : undefined;
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-muted">{t('contact.required')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFieldRow name="name" label={t('contact.name')} value={values.name} onChange={change} error={error('name')} autoComplete="name" />
        <ContactFieldRow
          name="email"
          type="email"
          label={t('contact.emailField')}
          value={values.email}
          onChange={change}
          error={error('email')}
          autoComplete="email"
        />
      </div>
      <ContactFieldRow name="subject" label={t('contact.subject')} value={values.subject} onChange={change} error={error('subject')} />
      <ContactFieldRow name="message" multiline label={t('contact.message')} value={values.message} onChange={change} error={error('message')} />
      <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
