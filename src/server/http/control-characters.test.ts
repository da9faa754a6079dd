import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.js';
import { captureLog } from '../../../test/log-capture.js';
import { addGift, signIn } from '../modules/orders/test-fixtures.js';

const log = captureLog();
const { app, database } = await useTestApp({ logger: log.logger });
const db = database.db;
const gift = await addGift(db);
const customer = await signIn(db);
const NUL = 'a\u0000b';

const order = (field: string) => ({
  paymentMethod: 'bank_transfer',
  recipientName: 'Salma Benali',
  recipientPhone: '0612345678',
  recipientAddress: '25 boulevard d’Anfa',
  recipientCity: 'Casablanca',
  personalMessage: 'Joyeux anniversaire',
  senderName: 'Karim',
  senderEmail: 'karim@exemple.ma',
  items: [{ giftId: gift.id, quantity: 1 }],
  [field]: NUL,
});

const cases: [string, InjectOptions][] = [
  ['catalogue search', { url: `/api/gifts?search=${encodeURIComponent(NUL)}` }],
  ['track number', { url: `/api/track?orderNumber=${encodeURIComponent('CAD\u0000X')}&phone=0612345678` }],
  ['track phone', { url: `/api/track?orderNumber=CAD-XXXXXX&phone=${encodeURIComponent('06\u000012345678')}` }],
  ['register name', { method: 'POST', url: '/api/register', payload: { email: 'nul@exemple.ma', password: 'Secret123!', firstName: NUL } }],
  ['register e-mail', { method: 'POST', url: '/api/register', payload: { email: `nul${NUL}@exemple.ma`, password: 'Secret123!', firstName: 'Nadia' } }],
  ['login password', { method: 'POST', url: '/api/login', payload: { email: 'nul@exemple.ma', password: NUL } }],
  ['profile address', { method: 'PUT', url: '/api/profile', headers: { cookie: customer.cookie }, payload: { firstName: 'Nadia', address: NUL } }],
  ['contact message', { method: 'POST', url: '/api/contact', payload: { name: 'Nadia', email: 'n@exemple.ma', subject: 'Bonjour', message: NUL } }],
  ['newsletter e-mail', { method: 'POST', url: '/api/newsletter', payload: { email: `n${NUL}@exemple.ma` } }],
  ...['recipientName', 'recipientAddress', 'personalMessage', 'senderName'].map(
    (field) => [`order ${field}`, { method: 'POST', url: '/api/orders', payload: order(field) }] as [string, InjectOptions],
  ),
  ['an object key', { method: 'POST', url: '/api/contact', payload: { [`name${NUL}`]: 'x', name: 'N', email: 'n@exemple.ma', subject: 'S', message: 'M' } }],
];

describe('a control character in any text field', () => {
  it.each(cases)('is refused with a 400: %s', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_data');
  });

  it('leaves nothing of the request in the log: no SQL, no parameters', () => {
    const text = log.text();
    expect(text).not.toContain('Failed query');
    expect(text).not.toContain('params');
    expect(text).not.toContain('0612345678');
    expect(text).not.toMatch(/"level":50/);
  });

  it('keeps tabs and new lines in a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Nadia', email: 'n@exemple.ma', subject: 'Bonjour', message: 'Ligne 1\r\nLigne 2\tfin' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('an impossible date', () => {
  it.each(['2026-13-45', '2026-02-30', '2026-00-10'])('is a 400 as a date of birth: %s', async (dateOfBirth) => {
    const res = await app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie: customer.cookie }, payload: { firstName: 'Nadia', dateOfBirth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Date invalide');
  });

  it('is a 400 as a delivery date', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/orders', payload: { ...order('senderName'), senderName: 'Karim', deliveryDate: '2026-13-45' } });
    expect(res.statusCode).toBe(400);
  });
});

describe('bidi controls in what a buyer writes', () => {
  it('are dropped before the order is stored, so the courier and the recipient read the text as typed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: customer.cookie },
      payload: { ...order('senderName'), senderName: 'Karim', recipientAddress: '25 \u202Ebd\u202C d’Anfa', personalMessage: '\u2066Bon\u2069 anniversaire' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipientAddress: '25 bd d’Anfa', personalMessage: 'Bon anniversaire' });
  });
});
