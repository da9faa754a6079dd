// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { Toaster } from './toast';
import { ToastView } from './toast-view';

describe('the toaster', () => {
  it('shows toasts at the top, centred, where they never cover the buttons at the bottom of a phone screen or panel', async () => {
    const html = await renderHtml(
      <ToastView items={[{ id: 1, open: true, title: 'Ajouté' }]} closeLabel="Fermer" below="#site-header" onDismiss={() => {}} />,
    );
    const viewport = /<ol[^>]*class="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(viewport.split(' ')).toEqual(expect.arrayContaining(['fixed', 'top-0', 'inset-x-0', 'mx-auto', 'max-w-[420px]']));
    expect(viewport).not.toMatch(/\bbottom-0\b|\bend-0\b/);
  });

  it('draws nothing (and loads no toast code) until there is a toast', async () => {
    expect(await renderHtml(<Toaster closeLabel="Fermer" below="#site-header" />)).toBe('');
  });

  it('shows again, on the next page, a toast carried over a full page load, once', async () => {
    const before = await import('./toast');
    before.toast({ title: 'Accès non autorisé', description: 'Connectez-vous pour continuer.' });
    before.carryToNextPage();
    vi.resetModules(); // the next page starts with no toast in memory
    const next = await import('./toast');
    render(<next.Toaster closeLabel="Fermer" />);
    expect(await screen.findByText('Accès non autorisé')).toBeTruthy();
    expect(screen.getByText('Connectez-vous pour continuer.')).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });
});
