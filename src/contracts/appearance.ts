import { z } from 'zod';
import { LocalizedSchema } from './common.js';

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Couleur invalide');
export const fontFamilies = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Poppins', 'Montserrat'] as const;
export const headingFonts = [...fontFamilies, 'Playfair Display', 'Merriweather'] as const;

export const AppearanceSchema = z.object({
  primaryColor: color,
  secondaryColor: color,
  accentColor: color,
  backgroundColor: color,
  textColor: color,
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  backgroundImageUrl: z.string().nullable(),
  heroTitle: LocalizedSchema,
  heroSubtitle: LocalizedSchema,
  aboutTitle: LocalizedSchema,
  aboutContent: LocalizedSchema,
  tagline: LocalizedSchema,
  fontFamily: z.enum(fontFamilies),
  headingFont: z.enum(headingFonts),
  borderRadius: z.enum(['0', '0.25rem', '0.5rem', '0.75rem', '1rem']),
  shadowIntensity: z.enum(['none', 'light', 'medium', 'strong']),
  animationsEnabled: z.boolean(),
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  twitterUrl: z.string(),
  /**
   * The shop's name and contacts, under their settings' own keys (Paramètres › Entreprise): one
   * value, one name, whichever screen reads or saves it.
   */
  company_name: z.string(),
  company_email: z.string(),
  company_phone: z.string(),
  company_address: z.string(),
  whatsapp_number: z.string(),
});
export type Appearance = z.infer<typeof AppearanceSchema>;
export const AppearanceUpdateSchema = AppearanceSchema.partial();
