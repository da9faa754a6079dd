// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settingDefaults, type AdminSettings } from '@contracts/settings';
import { fakeServer } from '@/testing/fake-server';
import { renderDom } from '@/testing/render-dom';
import { SettingsForm } from './settings-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settings = { ...settingDefaults, maintenance_mode: false, demo_mode: false } as unknown as AdminSettings;

async function openGeneralTab(locale: 'fr' | 'ar' = 'fr') {
  const server = fakeServer({ 'POST /api/settings': () => Response.json({ key: 'maintenance_mode', value: true }) });
  await renderDom(<SettingsForm tab="general" settings={settings} />, { locale });
  return server;
}

describe('the maintenance switch', () => {
  it('asks before closing the shop, and saves nothing when the admin cancels', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: 'Mode maintenance' }));
    const dialog = screen.getByRole('alertdialog', { name: /^Fermer la boutique\s?\?$/ });
    expect(document.activeElement?.textContent).toBe('Annuler');
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(dialog.isConnected).toBe(false);
    expect(screen.getByRole('switch', { name: 'Mode maintenance' }).getAttribute('aria-checked')).toBe('false');
    expect(server.bodiesOf('POST /api/settings')).toEqual([]);
  });

  it('closes the shop once the admin confirms', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: 'Mode maintenance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fermer la boutique' }));
    await waitFor(() => expect(server.bodiesOf('POST /api/settings')).toEqual([{ key: 'maintenance_mode', value: true }]));
    expect(screen.getByRole('switch', { name: 'Mode maintenance' }).getAttribute('aria-checked')).toBe('true');
  });

  it('asks in Arabic on an Arabic page', async () => {
    await openGeneralTab('ar');
    await userEvent.click(screen.getByRole('switch', { name: 'وضع الصيانة' }));
    expect(screen.getByRole('alertdialog', { name: 'إغلاق المتجر؟' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeTruthy();
  });

  it('still saves another switch in one click', async () => {
    const server = await openGeneralTab();
    await userEvent.click(screen.getByRole('switch', { name: 'Inscription des utilisateurs' }));
    await waitFor(() => expect(server.bodiesOf('POST /api/settings')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
