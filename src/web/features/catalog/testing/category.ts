import type { Category } from '@contracts/catalog';

/** A category as the API answers it, for component tests. */
export const sampleCategory = (n: number, over: Partial<Category> = {}): Category => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `categorie-${n}`,
  name: { fr: `Catégorie ${n}`, ar: `فئة ${n}`, en: `Category ${n}` },
  description: { fr: `Description ${n}` },
  imageUrl: null,
  color: '#D4A574',
  icon: '🎁',
  order: n,
  isVisible: true,
  ...over,
});
