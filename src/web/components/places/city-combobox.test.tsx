// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@contracts/common';
import { renderDom } from '@/testing/render-dom';
import { text } from '@/testing/i18n';
import { CityCombobox } from './city-combobox';

// The list of places is its own chunk, fetched when the field is first used: loaded once here, so
// the options come at once rather than within a busy machine's import time.
beforeAll(() => import('@contracts/morocco-places'));

function CityField({ start = '' }: { start?: string }) {
  const [city, setCity] = useState(start);
  return (
    <>
      <label htmlFor="city">Ville</label>
      <CityCombobox id="city" aria-invalid={false} value={city} onChange={setCity} />
      <output data-testid="value">{city}</output>
      <button type="button">Suivant</button>
    </>
  );
}

const renderField = (opts: { start?: string; locale?: Locale } = {}) => renderDom(<CityField start={opts.start} />, { locale: opts.locale });
const field = () => screen.getByRole('combobox', { name: 'Ville' });
const value = () => screen.getByTestId('value').textContent;
/** A text whatever spaces (plain or non-breaking) separate its words. */
const loose = (words: string) => new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
const optionNames = () => screen.getAllByRole('option').map((o) => o.textContent);

afterEach(cleanup);

describe('the city field of the checkout and of the recipient’s page', () => {
  it('offers Tétouan when "tet" is typed, and keeps it once chosen', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.type(field(), 'tet');
    await waitFor(() => expect(screen.getByRole('option', { name: /^Tétouan/ })).toBeTruthy());
    expect(field().getAttribute('aria-expanded')).toBe('true');
    // The list's own name never repeats the field's, so "the field labelled Ville" stays one element.
    expect(screen.getAllByLabelText(/ville/i)).toEqual([field()]);
    await user.click(screen.getByRole('option', { name: /^Tétouan/ }));
    expect(value()).toBe('Tétouan');
    expect((field() as HTMLInputElement).value).toBe('Tétouan');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('finds a place without its accents or capitals, and by its Arabic name', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.type(field(), 'KENI');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^Kénitra/));
    await user.clear(field());
    await user.type(field(), 'الجديدة');
    await waitFor(() => expect(optionNames()[0]).toMatch(/^El Jadida/));
  });

  it('lets the visitor keep a place the list does not have through "Autre lieu"', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.type(field(), 'Douar Tizi');
    const other = await screen.findByRole('option', { name: loose(text('checkout:cityField.other', { name: 'Douar Tizi' })) });
    await user.click(other);
    expect(value()).toBe('Douar Tizi');
    expect(screen.getByText(loose(text('checkout:cityField.otherNote', { name: 'Douar Tizi' })))).toBeTruthy();
    expect(field().getAttribute('aria-describedby')).toContain('city-other');
  });

  it('is used with the keyboard alone: arrows move through the options, Enter chooses, Escape closes', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.type(field(), 'sa');
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(1));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(field().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(value()).toBe(second.textContent?.replace(/[\u0600-\u06ff\s]+$/u, ''));
    await user.keyboard('{ArrowDown}');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a name typed in full when the field is left, as the place of the list it names', async () => {
    const user = userEvent.setup();
    await renderField();
    await user.type(field(), 'essaouira');
    await user.tab();
    expect(value()).toBe('Essaouira');
    expect((field() as HTMLInputElement).value).toBe('Essaouira');
  });

  it('shows the places in Arabic on the Arabic pages, and still gives the French name to the form', async () => {
    const user = userEvent.setup();
    await renderField({ locale: 'ar', start: 'Tanger' });
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe('طنجة'));
    await user.clear(field());
    await user.type(field(), 'تطو');
    await user.click(await screen.findByRole('option', { name: /^تطوان/ }));
    expect(value()).toBe('Tétouan');
  });

  it('leaving the field without changing the city says so, and a new city is a change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    await renderDom(
      <>
        <label htmlFor="city">Ville</label>
        <CityCombobox id="city" aria-invalid={false} value="Tanger" onChange={onChange} />
        <button type="button">Suivant</button>
      </>,
      { locale: 'ar' },
    );
    await waitFor(() => expect((field() as HTMLInputElement).value).toBe('طنجة'));
    await user.click(field());
    await user.tab();
    expect(onChange.mock.calls.every(([, change]) => change.samePlace)).toBe(true);
    await user.clear(field());
    await user.type(field(), 'تطو');
    await user.click(await screen.findByRole('option', { name: /^تطوان/ }));
    expect(onChange).toHaveBeenLastCalledWith('Tétouan', { samePlace: false });
  });
});
