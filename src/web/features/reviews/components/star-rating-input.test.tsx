// @vitest-environment happy-dom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '@/i18n/locales/ar/reviews.json';
import fr from '@/i18n/locales/fr/reviews.json';
import { StarRatingInput } from './star-rating-input';
import { text } from '@/testing/i18n';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { reviews: fr }, ar: { reviews: ar } }, interpolation: { escapeValue: false } });

/** A star's name in the rating's current language. */
const stars = (count: number) => i18n.t('reviews:stars', { count });
const checked = () => screen.queryByRole('radio', { checked: true })?.getAttribute('aria-label') ?? null;

function Rated({ start = null }: { start?: number | null }) {
  const [value, setValue] = useState(start);
  return (
    <I18nextProvider i18n={i18n}>
      <StarRatingInput name="service" label="Service client" value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </I18nextProvider>
  );
}

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('fr');
});

describe('the star rating of the review form', () => {
  it('is a required radio group named by its aspect, each star read as "n étoiles sur 5", none chosen at first', () => {
    render(<Rated />);
    const group = screen.getByRole('radiogroup', { name: 'Service client' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = screen.getAllByRole('radio');
    expect(radios.every((star) => group.contains(star))).toBe(true);
    expect(radios.map((s) => s.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5].map(stars));
    expect(checked()).toBeNull();
    expect(screen.getByText(text('reviews:unrated'))).toBeTruthy();
  });

  it('changes the rating with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Rated start={1} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: stars(1) }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(checked()).toBe(stars(3));
    expect(screen.getByTestId('value').textContent).toBe('3');
    await user.keyboard('{ArrowLeft}');
    expect(checked()).toBe(stars(2));
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('speaks Arabic in Arabic', async () => {
    await i18n.changeLanguage('ar');
    render(<Rated start={3} />);
    expect(checked()).toBe(stars(3));
    expect(screen.getByRole('radio', { name: stars(2) })).toBeTruthy();
    expect(stars(3)).toBe(i18n.t('reviews:stars', { count: 3, lng: 'ar' }));
  });
});
