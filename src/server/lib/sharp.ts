/**
 * sharp (libvips), loaded with the first picture read or written rather than with the server: about
 * 20 MB of memory that a copy serving only stored pictures does without.
 */
export const loadSharp = async () => (await import('sharp')).default;
