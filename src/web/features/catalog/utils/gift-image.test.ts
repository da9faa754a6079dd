import { describe, expect, it } from 'vitest';
import { imageSources, variantUrl } from './gift-image';

describe('gift image sources', () => {
  it('offers the 400, 800 and 1200 px variants of a server image', () => {
    expect(imageSources('/uploads/gifts/tea-800.webp')).toEqual({
      src: '/uploads/gifts/tea-800.webp',
      srcSet: '/uploads/gifts/tea-400.webp 400w, /uploads/gifts/tea-800.webp 800w, /uploads/gifts/tea-1200.webp 1200w',
    });
  });

  it('uses any other image URL as it is', () => {
    expect(imageSources('https://cdn.example.com/photo.jpg')).toEqual({ src: 'https://cdn.example.com/photo.jpg' });
    expect(variantUrl('https://cdn.example.com/photo.jpg', 400)).toBe('https://cdn.example.com/photo.jpg');
  });

  it('points a thumbnail at the small variant', () => {
    expect(variantUrl('/uploads/a-800.webp', 400)).toBe('/uploads/a-400.webp');
  });
});
