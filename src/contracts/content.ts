import { z } from 'zod';
import { LocaleSchema, freeText, whenMissing, type Locale } from './common.js';

export const ContentPageNameSchema = z.enum(['privacy', 'terms', 'faq']);
export type ContentPageName = z.infer<typeof ContentPageNameSchema>;

export const FaqEntrySchema = z.object({
  /** Plain text: render it as text. */
  question: z.string(),
  /** Sanitised HTML. */
  answerHtml: z.string(),
});
export type FaqEntry = z.infer<typeof FaqEntrySchema>;

/** `?locale=`: the language asked for (else the Accept-Language header's). */
export const ContentLocaleQuerySchema = z.object({ locale: LocaleSchema.optional() });

/**
 * `GET /api/content/:page`: the page's markdown as sanitised HTML; the FAQ adds its entries for an
 * accordion. `locale` is the language of the text: the one asked for, or French where the shop wrote none.
 */
export const PageContentSchema = z.object({
  page: ContentPageNameSchema,
  locale: LocaleSchema,
  html: z.string(),
  entries: z.array(FaqEntrySchema).optional(),
});
export type PageContent = z.infer<typeof PageContentSchema>;

/**
 * The setting that holds each page's markdown in each language (saved with `POST /api/settings`);
 * the French keys are the ones the pages had before they were translated.
 */
export const contentSettingKey = {
  privacy: { fr: 'privacy_content', ar: 'privacy_content_ar', en: 'privacy_content_en' },
  terms: { fr: 'terms_content', ar: 'terms_content_ar', en: 'terms_content_en' },
  faq: { fr: 'faq_content', ar: 'faq_content_ar', en: 'faq_content_en' },
} as const satisfies Record<ContentPageName, Record<Locale, string>>;
export const CONTENT_MAX = 100_000;

/**
 * `GET /api/admin/content/:page?locale=`: the markdown to edit in that language (French without it).
 * Nothing stored: the French default, or an empty text in Arabic and English (their visitors then read the French).
 */
export const ContentSourceSchema = z.object({ page: ContentPageNameSchema, locale: LocaleSchema, markdown: z.string(), isDefault: z.boolean() });
export type ContentSource = z.infer<typeof ContentSourceSchema>;

/** `POST /api/admin/content/preview`: markdown rendered exactly as its page will show it. */
export const ContentPreviewRequestSchema = z.object({ page: ContentPageNameSchema, locale: LocaleSchema.default('fr'), markdown: z.string().max(CONTENT_MAX) });

const email = z
  .string({ error: 'Adresse email invalide' })
  .trim()
  .toLowerCase()
  .max(254, 'Adresse email invalide')
  .pipe(z.email('Adresse email invalide'));

/** `POST /api/newsletter`. */
export const NewsletterSignupSchema = z.object(
  {
    email,
    locale: LocaleSchema.catch('fr').default('fr'),
  },
  { error: 'Adresse email invalide' },
);

/** `POST /api/newsletter/confirm`: the token of the link the sign-up e-mailed. */
export const NewsletterConfirmSchema = z.object({ token: z.string().min(10).max(200) });

const required = (message: string, max: number, tooLong: string) =>
  freeText(whenMissing(message)).trim().min(1, message).max(max, tooLong);

/** `POST /api/contact`: every field required. */
export const ContactMessageSchema = z.object(
  {
    name: required('Le nom est requis', 120, 'Le nom ne doit pas dépasser 120 caractères'),
    email: z.string(whenMissing('L’adresse email est requise')).trim().min(1, 'L’adresse email est requise').pipe(email),
    subject: required('Le sujet est requis', 200, 'Le sujet ne doit pas dépasser 200 caractères'),
    message: required('Le message est requis', 5000, 'Le message ne doit pas dépasser 5000 caractères'),
  },
  { error: 'Veuillez remplir tous les champs' },
);
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** What the newsletter and contact forms answer: a French confirmation to show. */
export const FormAnswerSchema = z.object({ message: z.string() });
