import type { MotifName, PaletteName } from '../../lib/art/index.js';

/** A text written in all three interface languages (the demo has no French-only leftovers). */
export interface Text3 {
  fr: string;
  ar: string;
  en: string;
}

/** The gift quiz and occasion filters read these tags; the vocabularies are closed. */
export type Interest = 'beauty' | 'wellness' | 'food' | 'fashion' | 'culture' | 'tech' | 'experience';
export type Style = 'traditional' | 'modern' | 'luxury' | 'eco';
export type Occasion =
  | 'birthday'
  | 'anniversary'
  | 'mothers_day'
  | 'graduation'
  | 'new_job'
  | 'just_because'
  | 'wedding'
  | 'holidays'
  | 'surprise';
export type Relationship = 'partner' | 'mother' | 'father' | 'friend' | 'colleague' | 'family';
export type AgeGroup = 'teen' | 'young_adult' | 'adult' | 'mature' | 'senior';
export type Tag = Interest | Style | Occasion | Relationship | AgeGroup;

export interface SeedCategory {
  slug: string;
  name: Text3;
  description: Text3;
  color: string;
  icon: string;
  /** The emblem drawn on the category's picture, and the palettes its gifts are painted in. */
  motif: MotifName;
  palettes: PaletteName[];
}

export interface SeedGift {
  slug: string;
  name: Text3;
  description: Text3;
  /** MAD, as a decimal string. */
  price: string;
  type: 'physical' | 'digital';
  /** null = unlimited (digital); 0 = sold out. */
  stock: number | null;
  /** Hours. */
  deliveryTime: number;
  isFeatured?: boolean;
  tags: Tag[];
  /** What the gift's pictures show. */
  motif: MotifName;
}

/** One data file: the gifts of one category. */
export interface CategoryGifts {
  category: string;
  gifts: SeedGift[];
}
