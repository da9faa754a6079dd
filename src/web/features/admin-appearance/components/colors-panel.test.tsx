// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderDom } from '@/testing/render-dom';
import { useAppearanceDraft } from '@/features/admin-appearance/hooks/use-appearance-draft';
import { editedLook } from '@/features/admin-appearance/edited-look.fixture';
import { AppearancePreview } from './appearance-preview';
import { ColorsPanel } from './colors-panel';
import { text } from '@/testing/i18n';

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
    type(text('admin-appearance:colors.primaryColor'), '#1E6B52');
    expect(warnings()).toEqual([]);
    const style = screen.getByTestId('appearance-preview').getAttribute('style') ?? '';
    expect(style).toContain('--color-on-primary: #ffffff');
  });

  it('warns, in a live region, below 4.5:1: a mid grey button, grey text on white', async () => {
    await renderDom(<Colors />);
    type(text('admin-appearance:colors.primaryColor'), '#808080');
    expect(warnings()).toEqual([text('admin-appearance:colors.lowContrast', { ratio: '4,4', min: '4,5' })]);
    type(text('admin-appearance:colors.primaryColor'), '#D4A574');
    type(text('admin-appearance:colors.textColor'), '#999999');
    const low = text('admin-appearance:colors.lowContrastText', { ratio: '2,8', min: '4,5' });
    expect(warnings()).toEqual([low, low]);
  });

  it('warns in Arabic too', async () => {
    await renderDom(<Colors />, { locale: 'ar' });
    fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: '#808080' } });
    expect(warnings()[0]).toBe(text('admin-appearance:colors.lowContrast', { ratio: '4,4', min: '4,5' }));
  });
});
