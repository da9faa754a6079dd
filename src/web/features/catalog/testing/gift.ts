import type { Gift } from '@contracts/catalog';

/** A complete gift as the API answers it, for component tests. */
export const sampleGift = (over: Partial<Gift> = {}): Gift => ({
  id: '0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  slug: 'coffret-the',
  name: { fr: 'Coffret thé à la menthe', ar: 'علبة شاي بالنعناع', en: 'Mint tea set' },
  description: { fr: 'Théière en argent et verres ciselés.' },
  price: '349.00',
  categoryId: null,
  type: 'physical',
  stock: 12,
  deliveryTime: 24,
  vatRate: 20,
  isActive: true,
  isFeatured: true,
  swappable: false,
  images: ['/uploads/gifts/the-800.webp'],
  primaryImage: null,
  imageUrl: null,
  tags: [],
  reviewCount: 0,
  averageRating: null,
  ...over,
});
