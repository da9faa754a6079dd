// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { fakeServer } from '@/testing/fake-server';
import { RecipientPhoneForm } from './recipient-phone-form';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderId = '9a0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

describe('correcting the recipient’s number', () => {
  it('refuses a number that is not Moroccan until it is right, then sends it and says the link left again', async () => {
    const server = fakeServer({ [`PATCH /api/orders/${orderId}/recipient-phone`]: Response.json({ id: orderId }) });
    await renderDom(<RecipientPhoneForm orderId={orderId} />);
    await userEvent.click(screen.getByRole('button', { name: text('orders:awaitingAddress.correctPhone') }));
    const phone = screen.getByRole('textbox', { name: new RegExp(`^${text('orders:awaitingAddress.newPhone')}`) });
    await userEvent.type(phone, '0112');
    await userEvent.click(screen.getByRole('button', { name: text('orders:awaitingAddress.send') }));
    expect(screen.getByText(text('orders:awaitingAddress.phoneInvalid'))).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.clear(phone);
    await userEvent.type(phone, '06 61 23 45 67');
    expect(screen.queryByText(text('orders:awaitingAddress.phoneInvalid'))).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: text('orders:awaitingAddress.send') }));
    expect(await screen.findByText(text('orders:awaitingAddress.resent'))).toBeTruthy();
    expect(server.bodiesOf(`PATCH /api/orders/${orderId}/recipient-phone`)).toEqual([{ recipientPhone: '+212661234567' }]);
  });
});
