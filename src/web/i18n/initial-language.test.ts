// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { initialLanguage } from './index';
import { LANGUAGE_KEY } from './locale';

afterEach(() => {
  localStorage.clear();
  document.cookie = 'language=; path=/; max-age=0';
});

describe('the language a page starts in', () => {
  it('is the one chosen in this browser first', () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    document.cookie = 'language=ar; path=/';
    expect(initialLanguage('fr')).toBe('en');
  });

  it('is the cookie’s when nothing is stored, as on a page the server did not draw', () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'language=ar; path=/';
    expect(initialLanguage()).toBe('ar');
  });

  it('is the server’s, else French, without a choice or a valid cookie', () => {
    document.cookie = 'language=de; path=/';
    expect(initialLanguage('en')).toBe('en');
    expect(initialLanguage()).toBe('fr');
  });
});

describe('a page whose address names its language', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('starts in that language, whatever was chosen before, and keeps it for the next pages', () => {
    localStorage.setItem(LANGUAGE_KEY, 'fr');
    history.replaceState(null, '', '/catalog?category=fleurs&lang=ar');
    expect(initialLanguage('fr')).toBe('ar');
    history.replaceState(null, '', '/catalog');
    expect(initialLanguage('fr')).toBe('ar');
  });

  it('ignores a language the shop does not speak', () => {
    history.replaceState(null, '', '/?lang=de');
    expect(initialLanguage('en')).toBe('en');
  });
});
