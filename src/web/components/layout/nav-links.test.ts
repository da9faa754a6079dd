import { describe, expect, it } from 'vitest';
import { isCurrent, mainLinks, menuLinks } from './nav-links';

describe('navigation links', () => {
  it('lists home, catalogue, occasions and about in the header, and adds contact in the phone menu', () => {
    expect(mainLinks.map((l) => l.href)).toEqual(['/', '/catalog', '/occasions', '/about']);
    expect(menuLinks.map((l) => l.href)).toEqual(['/', '/catalog', '/occasions', '/about', '/contact']);
  });

  it('marks home current only on the home page', () => {
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/', '/catalog')).toBe(false);
  });

  it('keeps a section current on its own sub-pages but not on look-alike paths', () => {
    expect(isCurrent('/catalog', '/catalog')).toBe(true);
    expect(isCurrent('/catalog', '/catalog/anything')).toBe(true);
    expect(isCurrent('/about', '/about-us')).toBe(false);
  });
});
