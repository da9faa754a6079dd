import { describe, expect, it } from 'vitest';
import type { OutboxPage } from '@contracts/notification-settings';
import { adminKeys } from '@/lib/admin-keys';
import { renderHtml } from '@/testing/render-html';
import { OutboxView } from './outbox-view';

const entry = (template: string, channel: 'email' | 'sms' = 'email') => ({
  id: `0b6f9a8e-6d3c-4a4b-9a51-${template.length.toString().padStart(12, '0')}`,
  channel,
  recipient: '+212612345678',
  template,
  subject: null,
  body: 'Bonjour',
  status: 'held' as const,
  attempts: 1,
  lastError: null,
  createdAt: '2030-06-15T10:30:00.000Z',
  sentAt: null,
  nextAttemptAt: '2030-06-15T10:30:00.000Z',
});
const page: OutboxPage = {
  entries: [entry('recipient_claim', 'sms'), entry('ecard'), entry('payment_receipt')],
  total: 3,
  page: 1,
  limit: 20,
  counts: { pending: 0, sending: 0, sent: 0, failed: 0, held: 3 },
};
const render = (locale: 'fr' | 'ar' | 'en') => renderHtml(<OutboxView />, { locale, data: [[adminKeys.outboxPage({ page: 1 }), page]] });

describe('the outbox', () => {
  it('names each kind of message in the admin’s language, never by its code', async () => {
    const said = {
      fr: ['Lien d’adresse au destinataire', 'Carte cadeau électronique', 'Reçu de paiement'],
      ar: ['رابط العنوان إلى المستلم', 'بطاقة هدية إلكترونية', 'إيصال الدفع'],
      en: ['Address link to the recipient', 'E-card', 'Payment receipt'],
    } as const;
    for (const [locale, names] of Object.entries(said) as [keyof typeof said, readonly string[]][]) {
      const html = await render(locale);
      for (const name of names) expect(html).toContain(name);
      expect(html).not.toMatch(/recipient_claim|payment_receipt|>ecard</);
    }
  });
});
