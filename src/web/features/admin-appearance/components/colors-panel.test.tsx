// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { useAppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';
import { editedLook } from '@/features/admin-appearance/edited-look.fixture';
import { AppearancePreview } from './appearance-preview';
import { ColorsPanel } from './colors-panel';

afterEach(cleanup);

// The shop's default gold, which reads well with dark text.
const look = { ...editedLook, primaryColor: '#D4A574', heroImageUrl: null };

function Colors() {
  const draft = useAppearanceDraft(look);
  return (
    <>
      <div data-testid="colors-panel">
        <ColorsPanel draft={draft} />
      </div>
      <AppearancePreview look={draft.preview} lang="fr" />
    </>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
// The panel's own live regions: the toaster's belong to the rest of the screen.
const warnings = () =>
  within(screen.getByTestId('colors-panel'))
    .getAllByRole('status')
    .map((s) => s.textContent)
    .filter(Boolean);

describe('the colours of the appearance editor', () => {
  it('says nothing while every text reads at 4.5:1 or more', async () => {
    await renderDom(<Colors />);
    expect(warnings()).toEqual([]);
  });

  it('writes white on a deep green primary instead of warning, and shows it in the preview', async () => {
    await renderDom(<Colors />);
    type('Couleur principale', '#1E6B52');
    expect(warnings()).toEqual([]);
    const style = screen.getByTestId('appearance-preview').getAttribute('style') ?? '';
    expect(style).toContain('--color-on-primary: #ffffff');
  });

  it('warns, in a live region, below 4.5:1: a mid grey button, grey text on white', async () => {
    await renderDom(<Colors />);
    type('Couleur principale', '#808080');
    expect(warnings()).toEqual(['Contraste 4,4:1 : le texte sur cette couleur sera difficile à lire (au moins 4,5:1).']);
    type('Couleur principale', '#D4A574');
    type('Couleur du texte', '#999999');
    expect(warnings()).toEqual([
      'Contraste 2,8:1 entre le texte et le fond : difficile à lire (au moins 4,5:1).',
      'Contraste 2,8:1 entre le texte et le fond : difficile à lire (au moins 4,5:1).',
    ]);
  });

  it('warns in Arabic too', async () => {
    await renderDom(<Colors />, { locale: 'ar' });
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '#808080' } });
    expect(warnings()[0]).toContain('التباين 4,4:1');
  });
});
