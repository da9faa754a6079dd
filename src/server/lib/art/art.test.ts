import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeSvg } from './compose.js';
import { categoryArt, giftArt } from './index.js';
import { motifNames } from './motifs/index.js';
import { paletteNames } from './palettes.js';

describe('generated art', () => {
  it('draws every motif in both frames as a valid, non-blank picture without text', async () => {
    let i = 0;
    for (const motif of motifNames) {
      for (const frame of ['arch', 'medallion'] as const) {
        const svg = composeSvg({ motif, frame, palette: paletteNames[i++ % paletteNames.length]!, pattern: 'zellige', seed: motif });
        expect(svg, motif).not.toMatch(/<text/);
        // Rasterised at a low density to keep the test fast; an invalid SVG still fails to parse.
        const stats = await sharp(Buffer.from(svg), { density: 6 }).stats();
        expect(stats.channels[0]!.stdev, `${motif} ${frame}`).toBeGreaterThan(10);
      }
    }
  });

  it('draws the same picture for the same gift every time', () => {
    const [a1, a2] = giftArt('theiere-ciselee', 'teapot', ['teal', 'sable']);
    const [b1, b2] = giftArt('theiere-ciselee', 'teapot', ['teal', 'sable']);
    expect(composeSvg(a1)).toBe(composeSvg(b1));
    expect(composeSvg(a2)).toBe(composeSvg(b2));
  });

  it('paints a gift’s main picture in a preferred palette and its detail view differently', () => {
    for (const slug of ['a', 'b', 'c', 'd', 'e']) {
      const [main, detail] = giftArt(slug, 'lantern', ['rose', 'sage']);
      expect(['rose', 'sage']).toContain(main.palette);
      expect(detail.palette).not.toBe(main.palette);
      expect([main.frame, detail.frame]).toEqual(['arch', 'medallion']);
    }
  });

  it('paints a category in its own palette', () => {
    expect(categoryArt('fleurs', 'bouquet', 'rose')).toMatchObject({ motif: 'bouquet', palette: 'rose', frame: 'arch' });
  });
});
