import type { Appearance } from '../../../contracts/appearance.js';
import type { CompanyField } from './company-fields.js';

/** The look the shop opens with; the company and contact fields come from the settings. */
export const appearanceDefaults: Omit<Appearance, CompanyField> = {
  primaryColor: '#D4A574',
  secondaryColor: '#F5F5DC',
  accentColor: '#F8BBD9',
  backgroundColor: '#FFFEF7',
  textColor: '#2D2D2D',
  logoUrl: null,
  faviconUrl: null,
  heroImageUrl: null,
  backgroundImageUrl: null,
  heroTitle: {
    fr: 'Offrez l’émotion, partout au Maroc',
    ar: 'أهدوا المشاعر في كل أنحاء المغرب',
    en: 'Send emotion anywhere in Morocco',
  },
  heroSubtitle: {
    fr: 'Des cadeaux authentiques, livrés avec discrétion en 24-48 h, avec votre message personnel.',
    ar: 'هدايا أصيلة تُسلَّم بسرية خلال 24-48 ساعة، مع رسالتكم الشخصية.',
    en: 'Authentic gifts, delivered discreetly within 24-48 h, with your personal message.',
  },
  aboutTitle: { fr: 'Notre histoire', ar: 'قصتنا', en: 'Our story' },
  aboutContent: {
    fr: 'Nous rapprochons les personnes qui s’aiment grâce aux plus beaux savoir-faire du Maroc.',
    ar: 'نقرّب بين الأحبة بفضل أجمل الحرف المغربية.',
    en: 'We bring loved ones closer with the finest Moroccan craftsmanship.',
  },
  tagline: { fr: 'L’art d’offrir, à la marocaine', ar: 'فن الإهداء على الطريقة المغربية', en: 'The Moroccan art of giving' },
  fontFamily: 'Inter',
  headingFont: 'Playfair Display',
  borderRadius: '0.5rem',
  shadowIntensity: 'medium',
  animationsEnabled: true,
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
};
