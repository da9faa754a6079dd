// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDom } from '@/testing/render-dom';
import { failure, fakeServer } from '@/testing/fake-server';
import { ReminderForm } from './reminder-form';
import { text } from '@/testing/i18n';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = () => Response.json({ id: '00000000-0000-4000-8000-000000000001' }, { status: 201 });

describe('the occasion reminder form', () => {
  it('saves nothing until the consent box, unticked at first, is ticked', async () => {
    const server = fakeServer({ 'POST /api/reminders': saved });
    const done = vi.fn();
    await renderDom(<ReminderForm prefill={{ personName: 'Fatima', day: '14', month: '3', orderId: '5b0c6a1e-8f7d-4c2b-9a3e-1d2f3a4b5c6d' }} onDone={done} />);
    expect((screen.getByRole('textbox', { name: text('reminders:form.personName') }) as HTMLInputElement).value).toBe('Fatima');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text('reminders:form.relationship') }), 'mother');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text('reminders:form.occasion') }), 'birthday');
    const consent = screen.getByRole('checkbox');
    expect((consent as HTMLInputElement).checked).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: text('reminders:form.save') }));
    expect(await screen.findByText(text('reminders:form.consentRequired'))).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: text('reminders:form.save') }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(server.bodiesOf('POST /api/reminders')).toEqual([
      {
        personName: 'Fatima',
        relationship: 'mother',
        occasion: 'birthday',
        day: 14,
        month: 3,
        budget: null,
        channel: 'email',
        consent: true,
        orderId: '5b0c6a1e-8f7d-4c2b-9a3e-1d2f3a4b5c6d',
      },
    ]);
  });

  it('names the missing fields in Arabic and refuses 31 April', async () => {
    fakeServer({});
    await renderDom(<ReminderForm prefill={{ day: '31', month: '4', consent: true }} onDone={() => undefined} />, { locale: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: text('reminders:form.save') }));
    expect(await screen.findByText(text('reminders:form.nameRequired'))).toBeTruthy();
    expect(screen.getAllByText(text('reminders:form.chooseRequired'))).toHaveLength(2);
    expect(screen.getByText(text('reminders:form.dateInvalid'))).toBeTruthy();
  });

  it('says in the visitor’s language why the server refused WhatsApp', async () => {
    fakeServer({ 'POST /api/reminders': failure(400, 'reminder_needs_phone', 'Ajoutez votre numéro…') });
    await renderDom(
      <ReminderForm prefill={{ personName: 'Omar', relationship: 'father', occasion: 'birthday', day: '2', month: '6', channel: 'whatsapp', consent: true }} onDone={() => undefined} />,
      { locale: 'en' },
    );
    await userEvent.click(screen.getByRole('button', { name: text('reminders:form.save') }));
    expect(await screen.findByText(text('errors:reminder_needs_phone'))).toBeTruthy();
  });
});
