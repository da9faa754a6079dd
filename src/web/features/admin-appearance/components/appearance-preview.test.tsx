import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { editedLook } from '@/features/admin-appearance/edited-look.fixture';
import { AppearancePreview } from './appearance-preview';
import { htmlText } from '@/testing/i18n';

const look = editedLook;

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
    expect(html).toContain(htmlText('admin-appearance:preview.shop', { lng: 'ar' }));
  });
});
