import { describe, expect, it } from 'vitest';
import type { Category } from '@contracts/catalog';
import { categoryFormSchema, categoryFormValues, toCategoryInput } from './category-form';

const parse = (patch: object) => toCategoryInput(categoryFormSchema.parse({ ...categoryFormValues(), name: { fr: 'Épicerie fine', ar: '', en: '' }, ...patch }));

describe('the category form', () => {
  it('starts with the spec’s colour, order 0 and visible', () => {
    expect(categoryFormValues()).toMatchObject({ color: '#D4A574', order: '0', isVisible: true, icon: '', picture: [] });
  });

  it('counts an order that is not a number as 0', () => {
    expect(parse({ order: 'abc' }).order).toBe(0);
    expect(parse({ order: '3' }).order).toBe(3);
  });

  it('sends no icon and no picture as null, and the one picture as imageUrl', () => {
    expect(parse({ icon: '  ' })).toMatchObject({ icon: null, imageUrl: null });
    expect(parse({ icon: '🌹', picture: ['/uploads/x-800.webp'] })).toMatchObject({ icon: '🌹', imageUrl: '/uploads/x-800.webp' });
  });

  it('refuses a colour that is not #rrggbb, and a category without a French name', () => {
    const result = categoryFormSchema.safeParse({ ...categoryFormValues(), color: 'red' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['name.fr', 'color']);
  });

  it('opens a category with its own values', () => {
    const category = { name: { fr: 'Fleurs' }, description: { fr: '' }, color: '#112233', icon: null, order: 2, imageUrl: '/uploads/f-800.webp', isVisible: false } as unknown as Category;
    expect(categoryFormValues(category)).toMatchObject({ color: '#112233', icon: '', order: '2', picture: ['/uploads/f-800.webp'], isVisible: false });
  });
});
