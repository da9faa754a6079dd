/** The storefront's main sections, in header order; the phone menu adds contact. */
export const mainLinks = [
  { href: '/', key: 'home' },
  { href: '/catalog', key: 'catalog' },
  { href: '/occasions', key: 'occasions' },
  { href: '/about', key: 'about' },
] as const;

export const menuLinks = [...mainLinks, { href: '/contact', key: 'contact' }] as const;

/** Whether a link is the current page's (the catalogue stays current on its own sub-pages). */
export const isCurrent = (href: string, location: string) =>
  href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
