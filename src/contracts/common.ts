import { z } from 'zod';
import { languages } from './option-lists.js';

/**
 * French default messages, and length messages a customer understands: a value over its limit
 * says "trop long", one under its minimum "trop court" (an empty one "requis").
 */
z.config({
  ...z.locales.fr(),
  customError: (issue) => {
    if (issue.origin !== 'string') return undefined;
    if (issue.code === 'too_big') return `Trop long (${issue.maximum} caractères au plus)`;
    if (issue.code === 'too_small') {
      return Number(issue.minimum) <= 1 ? 'Ce champ est requis' : `Trop court (${issue.minimum} caractères au moins)`;
    }
    return undefined;
  },
});

/** The longest password any account takes (argon2 hashes any length; this bounds the work). */
export const PASSWORD_MAX = 200;

/** An e-mail address as every form takes it: trimmed, lower-cased. */
export const EmailAddressSchema = z.string().trim().toLowerCase().email('Adresse email invalide').max(254);

export const LocaleSchema = z.enum(languages);
export type Locale = z.infer<typeof LocaleSchema>;

/** A text in the interface languages; older data may carry a plain string or only `fr`. */
export const LocalizedSchema = z.object({
  fr: z.string(),
  ar: z.string().optional(),
  en: z.string().optional(),
});
export type Localized = z.infer<typeof LocalizedSchema>;

/** Money travels as a decimal string in MAD, e.g. "249.00". */
export const MoneySchema = z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, 'Montant invalide');

export const IdParamsSchema = z.object({ id: z.string().uuid('Identifiant invalide') });

/** A schema option that names a missing or mistyped value, leaving length and format messages alone. */
export const whenMissing = (message: string) => ({
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined),
});

/** Control characters other than tab, line feed and carriage return: no text of ours holds one. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Bidi embeddings, overrides and isolates, which can make a name or an address read as something else. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
const withoutBidiControls = (v: string) => v.replace(BIDI_CONTROLS, '');

/**
 * Text someone writes that others read (an address, a message, a review): without bidi controls, so
 * it shows to the courier, the recipient or the shop as it was typed. Shared by forms and server.
 */
export const freeText = (params?: Parameters<typeof z.string>[0]) => z.string(params).overwrite(withoutBidiControls);

interface Visit {
  value: unknown;
  key: PropertyKey | null;
  parent: Visit | null;
}
const pathOf = (visit: Visit) => {
  const path: PropertyKey[] = [];
  for (let v: Visit | null = visit; v?.key != null; v = v.parent) path.push(v.key);
  return path.reverse();
};

/**
 * The path of the first string (or object key) in `value` that holds a control character. A loop
 * with its own stack, not recursion: however deep the input nests, it cannot overflow the call stack.
 */
function findControlCharacter(value: unknown): PropertyKey[] | null {
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value: current, key } = visit;
    if (typeof key === 'string' && CONTROL_CHARACTER.test(key)) return pathOf(visit);
    if (typeof current === 'string') {
      if (CONTROL_CHARACTER.test(current)) return pathOf(visit);
    } else if (current && typeof current === 'object') {
      const children: [PropertyKey, unknown][] = Array.isArray(current) ? [...current.entries()] : Object.entries(current);
      // Pushed last to first, so they are visited in order.
      for (let i = children.length - 1; i >= 0; i--) {
        const [childKey, child] = children[i]!;
        stack.push({ value: child, key: childKey, parent: visit });
      }
    }
  }
  return null;
}

/**
 * `schema`, refusing any input whose strings hold a control character. The server wraps every
 * route's contract in it, so no text field (now or later) can carry a NUL to the database.
 */
export const withoutControlCharacters = <T extends z.ZodType>(schema: T) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findControlCharacter(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'Caractères non autorisés' });
    })
    .pipe(schema);

/** A calendar date as YYYY-MM-DD that exists (no 2026-13-45, no 30 February). */
export const isoDate = (message = 'Date invalide') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, message);

/**
 * A person's name: one line, without bidi controls, and nothing a mail reader would turn into a
 * link, so a name cannot rewrite the e-mails that greet it. Empty is allowed unless `required`
 * gives the message to show.
 */
export const personName = ({ max, min = 1, required, tooShort }: { max: number; min?: number; required?: string; tooShort?: string }) => {
  let checked = z.string().max(max);
  if (required) checked = checked.min(1, { message: required, abort: true }).min(min, tooShort);
  return z
    .string(whenMissing(required ?? 'Nom invalide'))
    .transform((v) => withoutBidiControls(v).replace(/\s+/g, ' ').trim())
    .pipe(checked.refine((v) => !/:\/\/|www\.|[<>]/i.test(v), 'Ce nom contient des caractères non autorisés'));
};

/** A site path or an http(s) address; a backslash or a second slash would make it another site's. */
export const SAFE_LINK = /^(\/(?![/\\])|https?:\/\/)[^\s\\]+$/;
