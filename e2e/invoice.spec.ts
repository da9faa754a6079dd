import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.js';
import { startSmtpServer, type TestSmtp } from '../test/smtp.js';
import { signInAdmin } from './admin-session.js';

// The e2e server sends its mail to this port (scripts/e2e-server.mjs): the payment confirmation lands here.
let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtpServer(Number(process.env.E2E_SMTP_PORT ?? 2526));
});
test.afterAll(async () => {
  await smtp.close();
});

const shots = '/tmp/invoices-shots';
const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The text of a PDF as a reader extracts it. */
async function pdfText(file: string) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(readFileSync(file)), isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await doc.destroy();
  return text;
}

test('a customer with an Arabic name pays by test card and downloads the invoice from the order page', async ({ page, playwright }) => {
  mkdirSync(shots, { recursive: true });
  const admin = await signInAdmin(playwright, join(test.info().outputDir, 'admin.json'));
  for (const [key, value] of Object.entries({ company_legal_name: 'Cadeaux Maroc SARL', company_ice: '001234567000089', company_if: '40123456', company_rc: 'Casablanca 512345' })) {
    expect((await admin.post('/api/settings', { data: { key, value } })).ok()).toBe(true);
  }

  const email = `fatima.${Date.now()}@exemple.ma`;
  const registered = await page.request.post('/api/register', { data: { firstName: 'فاطمة', lastName: 'الزهراء بنعلي', email, password: 'cadeau-secret-24' } });
  expect(registered.status()).toBe(201);

  const order = await test.step('orders a gift for an Arabic-named recipient and pays it with the 4242 test card', async () => {
    const gifts = (await (await page.request.get('/api/gifts')).json()) as { id: string; type: string; stock: number | null; price: string }[];
    // Two units unpaid: the shop holds at most half a gift's shelf for an order not yet paid.
    const gift = gifts.filter((g) => g.type === 'physical' && (g.stock ?? 0) >= 4).sort((a, b) => Number(a.price) - Number(b.price))[0];
    if (!gift) throw new Error('the demo catalogue has no physical gift with four in stock');
    const placed = await page.request.post('/api/orders', {
      data: {
        customerId: null,
        paymentMethod: 'stripe',
        recipientName: 'محمد أمين',
        recipientPhone: '06 12 34 56 78',
        recipientAddress: '24 rue Ibn Batouta, Gauthier',
        recipientCity: 'Casablanca',
        deliveryDate: null,
        isAnonymous: false,
        senderName: 'فاطمة',
        personalMessage: 'عيد ميلاد سعيد',
        items: [{ giftId: gift.id, quantity: 2 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const created = (await placed.json()) as { id: string; orderNumber: string; totalAmount: string };
    const intent = (await (await page.request.post('/api/create-payment-intent', { data: { orderId: created.id } })).json()) as { paymentIntentId: string };
    const paid = await page.request.post('/api/payments/test/confirm', {
      data: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' },
    });
    expect(await paid.json()).toMatchObject({ status: 'completed' });
    return created;
  });

  const file = await test.step('the order page offers the invoice, and it downloads as a PDF', async () => {
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Commande ${order.orderNumber}` })).toBeVisible();
    const link = page.getByRole('link', { name: /^Facture FAC-\d{4}-\d{6} \(PDF\)$/ });
    await expect(link).toBeVisible();
    await page.screenshot({ path: join(shots, 'order-page-fr.png'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^FAC-\d{4}-\d{6}\.pdf$/);
    const path = join(shots, download.suggestedFilename());
    await download.saveAs(path);
    return path;
  });

  await test.step('the invoice holds the seller’s identifiers, the VAT and the total paid', async () => {
    const text = await pdfText(file);
    expect(text).toContain('FACTURE');
    expect(text).toContain('ICE : 001234567000089');
    expect(text).toContain('TVA 20 %');
    const [units = '', cents = ''] = order.totalAmount.split('.');
    expect(text).toContain(`${units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} MAD`);
    // Drawn to a picture to be looked at: the Arabic names shaped and right to left.
    execFileSync('pdftoppm', ['-r', '100', '-png', '-singlefile', file, join(shots, 'invoice')]);
  });

  await test.step('the payment confirmation e-mail carries the invoice', async () => {
    await expect
      .poll(() => smtp.messages.find((m) => m.to.includes(email) && m.subject.startsWith('Paiement reçu'))?.subject, { timeout: 20_000, intervals: [250] })
      .toBe(`Paiement reçu pour votre commande ${order.orderNumber}`);
    const mail = smtp.messages.find((m) => m.to.includes(email) && m.subject.startsWith('Paiement reçu'))!;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name="?FAC-\d{4}-\d{6}\.pdf/);
  });
});
