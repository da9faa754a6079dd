import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxPage } from '@contracts/notification-settings';
import { adminKeys } from '@/lib/admin-keys';
import { renderHtml } from '@/testing/render-html';
import { OutboxView } from './outbox-view';

const entry = (id: string, template: string): OutboxEntry => ({
  id,
  channel: 'email',
  recipient: 'client@exemple.ma',
  template,
  subject: 'Votre commande',
  body: 'Merci',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-05-01T09:30:00.000Z',
  sentAt: '2026-05-01T09:30:05.000Z',
  nextAttemptAt: '2026-05-01T09:30:00.000Z',
});
const page: OutboxPage = {
  entries: [entry('1', 'ecard'), entry('2', 'payment_receipt'), entry('3', 'recipient_claim')],
  total: 3,
  page: 1,
  limit: 20,
  counts: { pending: 0, sending: 0, sent: 3, failed: 0, held: 0 },
};
const view = (locale: 'fr' | 'ar' | 'en') => renderHtml(<OutboxView />, { locale, data: [[adminKeys.outboxPage({ status: undefined, page: 1 }), page]] });

describe('the outbox', () => {
  it.each([
    ['fr', ['Carte cadeau électronique', 'Reçu de paiement', 'Lien d’adresse au destinataire']],
    ['ar', ['بطاقة هدية إلكترونية', 'إيصال الدفع', 'رابط العنوان للمستلم']],
    ['en', ['E-gift card', 'Payment receipt', 'Address link to the recipient']],
  ] as const)('names each kind of message in words, not codes (%s)', async (locale, words) => {
    const html = await view(locale);
    for (const word of words) expect(html).toContain(word);
    expect(html).not.toMatch(/>(ecard|payment_receipt|recipient_claim)</);
  });
});
