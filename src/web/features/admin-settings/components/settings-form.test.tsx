// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingDefaults, type AdminSettings } from '@contracts/settings';
import { failure, fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { SettingsForm } from './settings-form';
import { text } from '@/testing/i18n';

const label = (field: 'maintenance_mode' | 'user_registration' | 'company_name' | 'company_city' | 'company_phone') => text(`admin-settings:fields.${field}.label`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = { ...settingDefaults, maintenance_mode: false, demo_mode: false } as unknown as AdminSettings;

async function openGeneralTab(locale: 'fr' | 'ar' = 'fr') {
  const server = fakeServer({ 'PATCH /api/settings': () => Response.json({ maintenance_mode: true }) });
  await renderDom(<SettingsForm tab="general" settings={settings} />, { locale });
  return server;
}

describe('the maintenance switch', () => {
  it('asks before closing the shop, and saves nothing when the admin cancels', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: label('maintenance_mode') }));
    const dialog = screen.getByRole('alertdialog', { name: text('admin-settings:confirm.maintenance_mode.on.title') });
    expect(document.activeElement?.textContent).toBe(text('admin-settings:confirm.cancel'));
    await userEvent.click(screen.getByRole('button', { name: text('admin-settings:confirm.cancel') }));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole('switch', { name: label('maintenance_mode') }).getAttribute('aria-checked')).toBe('false');
    expect(server.bodiesOf('PATCH /api/settings')).toEqual([]);
  });

  it('closes the shop once the admin confirms', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: label('maintenance_mode') }));
    await userEvent.click(screen.getByRole('button', { name: text('admin-settings:confirm.maintenance_mode.on.action') }));
    await waitFor(() => expect(server.bodiesOf('PATCH /api/settings')).toEqual([{ maintenance_mode: true }]));
    expect(screen.getByRole('switch', { name: label('maintenance_mode') }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks in Arabic on an Arabic page', async () => {
    await openGeneralTab('ar');
    await userEvent.click(screen.getByRole('switch', { name: label('maintenance_mode') }));
    expect(screen.getByRole('alertdialog', { name: text('admin-settings:confirm.maintenance_mode.on.title') })).toBeTruthy();
    expect(screen.getByRole('button', { name: text('admin-settings:confirm.cancel') })).toBeTruthy();
  });

  it('still saves another switch in one click', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: label('user_registration') }));
    await waitFor(() => expect(server.bodiesOf('PATCH /api/settings')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('saving a tab', () => {
  it('sends the changed fields in one request, as the rules read them', async () => {
    const server = fakeServer({ 'PATCH /api/settings': () => Response.json({ company_name: 'Lina', company_city: 'Fès' }) });
    await renderDom(<SettingsForm tab="company" settings={settings} />);
    await userEvent.clear(screen.getByLabelText(label('company_name')));
    await userEvent.type(screen.getByLabelText(label('company_name')), 'Lina');
    await userEvent.clear(screen.getByLabelText(label('company_city')));
    await userEvent.type(screen.getByLabelText(label('company_city')), 'Fès');
    await userEvent.click(screen.getByRole('button', { name: text('admin-settings:save') }));
    await waitFor(() => expect(server.bodiesOf('PATCH /api/settings')).toEqual([{ company_name: 'Lina', company_city: 'Fès' }]));
  });

  it('shows each value the server refused under its own field', async () => {
    const issues = [
      { path: 'company_phone', message: 'Numéro refusé par la boutique' },
      { path: 'company_city', message: 'Ville inconnue du transporteur' },
    ];
    fakeServer({ 'PATCH /api/settings': () => failure(400, 'invalid_data', 'company_phone : Numéro refusé par la boutique', { issues }) });
    await renderDom(<SettingsForm tab="company" settings={settings} />);
    await userEvent.type(screen.getByLabelText(label('company_phone')), '9');
    await userEvent.type(screen.getByLabelText(label('company_city')), 'x');
    await userEvent.click(screen.getByRole('button', { name: text('admin-settings:save') }));
    const phone = await screen.findByLabelText(label('company_phone'));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(phone.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Numéro refusé par la boutique')).toBeTruthy();
    expect(screen.getByText('Ville inconnue du transporteur')).toBeTruthy();
    expect(screen.getByLabelText(label('company_city')).getAttribute('aria-invalid')).toBe('true');
  });
});
