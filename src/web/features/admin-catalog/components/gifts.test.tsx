import { describe, expect, it } from 'vitest';
import type { Category, Gift } from '@contracts/catalog';
import { renderHtml } from '@/testing/render-html';
import { GiftForm } from './gift-form';
import { GiftRow } from './gift-row';
import { ImagesField } from '@/components/admin/images-field';
import { htmlText } from '@/testing/i18n';

const noop = () => {};
const gift = {
  id: '5b6f9a8e-6d3c-4a4b-9a51-1d2e3f4a5b6c',
  name: { fr: 'Carte cadeau 500 DH', ar: 'بطاقة هدية' },
  description: { fr: '' },
  price: '500.00',
  categoryId: null,
  type: 'digital',
  stock: null,
  deliveryTime: 1,
  isActive: false,
  isFeatured: true,
  images: [],
  primaryImage: null,
  tags: [],
} as unknown as Gift;
const categories = [{ id: '3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f', name: { fr: 'Expériences' }, order: 1 }] as Category[];
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a gift in the back office list', () => {
  it('shows an unlimited digital gift, inactive and featured, with named actions', async () => {
    const html = await renderHtml(<GiftRow gift={gift} categoryName={null} onEdit={noop} onDelete={noop} deleting={false} />);
    expect(plain(html)).toContain(`${htmlText('admin:gifts.noCategory')} · ${htmlText('admin:giftType.digital')}`);
    expect(plain(html)).toContain(htmlText('admin:gifts.unlimited'));
    expect(plain(html)).toContain(htmlText('admin:inactive'));
    expect(plain(html)).toContain(htmlText('admin:gifts.featured'));
    expect(html).toContain(`aria-label="${htmlText('admin:gifts.editNamed', { name: 'Carte cadeau 500 DH' })}"`);
    expect(html).toContain(`aria-label="${htmlText('admin:gifts.deleteNamed', { name: 'Carte cadeau 500 DH' })}"`);
  });

  it('marks a sold-out gift', async () => {
    const html = await renderHtml(<GiftRow gift={{ ...gift, type: 'physical', stock: 0 }} categoryName="Expériences" onEdit={noop} onDelete={noop} deleting={false} />);
    expect(plain(html)).toContain(htmlText('admin:gifts.soldOut'));
  });
});

describe('the gift form', () => {
  it('marks the French name, the price and the category as required, and offers the categories', async () => {
    const html = await renderHtml(<GiftForm gift={null} categories={categories} pending={false} onSubmit={noop} onCancel={noop} />);
    expect(html).toMatch(/<input[^>]*aria-required="true"[^>]*name="name.fr"|<input[^>]*name="name.fr"[^>]*aria-required="true"/);
    expect(html).toMatch(/name="price"/);
    expect(html).toMatch(/step="0.01"/);
    expect(html).toContain('<option value="3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f">Expériences</option>');
    expect(plain(html)).toContain(htmlText('admin:giftForm.create'));
  });

  it('types Arabic texts right to left', async () => {
    const html = await renderHtml(<GiftForm gift={gift} categories={categories} pending={false} onSubmit={noop} onCancel={noop} />);
    expect(html).toMatch(/<input[^>]*lang="ar"[^>]*dir="rtl"[^>]*name="name.ar"/);
    expect(html).toMatch(/<input[^>]*lang="fr"[^>]*dir="ltr"[^>]*name="name.fr"/);
  });
});

describe('the pictures of a gift', () => {
  it('calls the first picture the main one and offers no way further up', async () => {
    const html = await renderHtml(<ImagesField label="Photos" value={['/uploads/a-800.webp', '/uploads/b-800.webp']} onChange={noop} />);
    expect(plain(html)).toMatch(new RegExp(`${htmlText('admin:images.main')}.*${htmlText('admin:images.number', { position: 2 })}`));
    expect(html).toContain(`aria-disabled="true" aria-label="${htmlText('admin:images.up', { position: 1 })}"`);
    expect(html).toContain(`aria-disabled="false" aria-label="${htmlText('admin:images.up', { position: 2 })}"`);
    expect(html).toContain(`aria-disabled="true" aria-label="${htmlText('admin:images.down', { position: 2 })}"`);
    expect(html).toContain('src="/uploads/a-400.webp"');
  });
});
