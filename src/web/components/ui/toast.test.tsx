import { describe, expect, it } from 'vitest';
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
});
