import { describe, expect, it } from 'vitest';
import type { Category } from '@contracts/catalog';
import { renderHtml } from '@/testing/render-html';
import { CategoryForm } from './category-form';
import { CategoryRow } from './category-row';
import { DeleteConfirm } from './delete-confirm';
import { htmlText } from '@/testing/i18n';

const noop = () => {};
const category = {
  id: '3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  slug: 'fleurs',
  name: { fr: 'Fleurs & coffrets', ar: 'ورود' },
  description: { fr: 'Bouquets frais' },
  imageUrl: null,
  color: '#D4A574',
  icon: '🌹',
  order: 2,
  isVisible: false,
} satisfies Category;
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a category in the back office list', () => {
  it('shows its position, a visibility switch that says its state, and named actions', async () => {
    const html = await renderHtml(<CategoryRow category={category} onEdit={noop} onToggleVisible={noop} toggling={false} onDelete={noop} deleting={false} />);
    expect(plain(html)).toContain('Fleurs &amp; coffrets');
    expect(plain(html)).toContain(`${htmlText('admin:categories.position', { order: 2 })} · Bouquets frais`);
    expect(html).toMatch(/role="switch" aria-checked="false"/);
    expect(plain(html)).toContain(`Fleurs &amp; coffrets : ${htmlText('admin:categories.hidden')}`);
    expect(html).toContain(`aria-label="${htmlText('admin:gifts.deleteNamed', { name: 'Fleurs & coffrets' })}"`);
  });

  it('names the category in Arabic', async () => {
    const html = await renderHtml(<CategoryRow category={category} onEdit={noop} onToggleVisible={noop} toggling={false} onDelete={noop} deleting={false} />, { locale: 'ar' });
    expect(plain(html)).toContain('ورود');
    expect(plain(html)).toContain(htmlText('admin:categories.hidden'));
  });
});

describe('deleting a category', () => {
  it('asks inline, naming the category, with a way back', async () => {
    const html = plain(await renderHtml(<DeleteConfirm name="Fleurs" pending={false} onConfirm={noop} onCancel={noop} />));
    expect(html).toContain(htmlText('admin:categories.confirmTitle', { name: 'Fleurs' }));
    expect(html).toContain(htmlText('admin:categories.confirmDelete'));
    expect(html).toContain(htmlText('admin:cancel'));
  });
});

describe('the category form', () => {
  it('offers a colour, an icon, an order, a picture and the visibility', async () => {
    const html = await renderHtml(<CategoryForm category={null} pending={false} onSubmit={noop} onCancel={noop} />);
    expect(html).toContain('type="color"');
    expect(html).toMatch(/name="order"/);
    expect(plain(html)).toContain(htmlText('admin:images.choose'));
    expect(plain(html)).toContain(htmlText('admin:categoryForm.visible'));
    expect(plain(html)).toContain(htmlText('admin:categoryForm.create'));
  });
});
