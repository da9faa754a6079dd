// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftCodeCheck } from '@contracts/gift-codes';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { RedeemView } from './redeem-view';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const valid: GiftCodeCheck = {
  code: 'ABCD-EFGH-JKMN',
  status: 'valid',
  gift: { name: { fr: 'Coffret hammam', ar: 'علبة الحمام', en: 'Hammam box' }, image: null },
  recipientName: 'Salma Benali',
  orderNumber: 'CAD-7K4P9Q',
  expiresAt: '2027-06-01T00:00:00.000Z',
  redeemedAt: null,
  redeemedBy: null,
};
const used: GiftCodeCheck = { ...valid, status: 'redeemed', redeemedAt: '2026-11-27T10:00:00.000Z', redeemedBy: 'Karim' };

/** Checks the code on the counter's screen and clicks "Marquer comme utilisé". */
async function checkThenRedeem() {
  const server = fakeServer({
    'GET /api/gift-codes/ABCD-EFGH-JKMN': Response.json(valid),
    'POST /api/gift-codes/ABCD-EFGH-JKMN/redeem': Response.json(used),
  });
  await renderDom(<RedeemView />);
  await userEvent.type(screen.getByLabelText(text('admin-redeem:codeLabel')), 'ABCD-EFGH-JKMN');
  await userEvent.click(screen.getByRole('button', { name: text('admin-redeem:check') }));
  await userEvent.click(await screen.findByRole('button', { name: text('admin-redeem:redeem') }));
  const redeemed = () => server.fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  return { redeemed, dialog: screen.getByRole('alertdialog') };
}

describe('marking a gift code as used', () => {
  it('asks first, naming the gift and its recipient, and uses nothing when the admin cancels', async () => {
    const { redeemed, dialog } = await checkThenRedeem();
    const spaces = (words: string) => words.replace(/\s+/g, ' ');
    expect(spaces(dialog.textContent ?? '')).toContain(spaces(text('admin-redeem:confirm.text', { gift: 'Coffret hammam', name: 'Salma Benali' })));
    await userEvent.click(within(dialog).getByRole('button', { name: text('admin-redeem:confirm.cancel') }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(redeemed()).toHaveLength(0);
    expect(screen.getByRole('button', { name: text('admin-redeem:redeem') })).toBeTruthy();
  });

  it('uses the code once the admin confirms', async () => {
    const { redeemed, dialog } = await checkThenRedeem();
    await userEvent.click(within(dialog).getByRole('button', { name: text('admin-redeem:confirm.action') }));
    await waitFor(() => expect(redeemed()).toHaveLength(1));
    expect(await screen.findByText(text('admin-redeem:status.redeemed'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: text('admin-redeem:redeem') })).toBeNull();
  });
});
