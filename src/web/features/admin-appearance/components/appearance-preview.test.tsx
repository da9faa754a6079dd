import { describe, expect, it } from 'vitest';
import type { Appearance } from '@contracts/appearance';
import { renderHtml } from '@/testing/render-html';
import { AppearancePreview } from './appearance-preview';

const look: Appearance = {
  primaryColor: '#1E6F5C',
  secondaryColor: '#F5F5DC',
  accentColor: '#F8BBD9',
  backgroundColor: '#FFFEF7',
  textColor: '#2D2D2D',
  logoUrl: null,
  faviconUrl: null,
  heroImageUrl: '/uploads/hero.webp',
  backgroundImageUrl: null,
  heroTitle: { fr: 'Des cadeaux qui parlent', ar: 'هدايا تتكلم' },
  heroSubtitle: { fr: 'Livrés partout' },
  aboutTitle: { fr: 'Notre histoire' },
  aboutContent: { fr: 'Depuis Casablanca' },
  companyName: 'Hadaya',
  tagline: { fr: 'Offrir autrement' },
  contactEmail: '',
  contactPhone: '',
  contactAddress: '',
  whatsappNumber: '',
  fontFamily: 'Poppins',
  headingFont: 'Merriweather',
  borderRadius: '1rem',
  shadowIntensity: 'none',
  animationsEnabled: false,
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
};

describe('the appearance preview', () => {
  it('draws the edited values as the page’s CSS variables', async () => {
    const html = await renderHtml(<AppearancePreview look={look} lang="fr" />);
    expect(html).toContain('--color-primary:#1E6F5C');
    expect(html).toContain('--radius:1rem');
    expect(html).toContain('--shadow-card:none');
    expect(html).toContain("--font-heading:&#x27;Merriweather&#x27;");
    expect(html).toContain('Des cadeaux qui parlent');
    expect(html).toContain('src="/uploads/hero.webp"');
    expect(html).toContain('Hadaya');
  });

  it('speaks the chosen language right to left, and falls back to French where a text is missing', async () => {
    const html = await renderHtml(<AppearancePreview look={look} lang="ar" />);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('هدايا تتكلم');
    expect(html).toContain('Livrés partout');
    expect(html).toContain('اكتشفوا هدايانا');
  });
});
