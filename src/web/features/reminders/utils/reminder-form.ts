import { z } from 'zod';
import { isRealDay, ReminderInputSchema } from '@contracts/reminders';

/**
 * The form's values: the contract's fields as a form holds them (numbers and the budget as select
 * text, the consent a plain checkbox).
 */
export interface ReminderFormValues {
  personName: string;
  relationship: string;
  occasion: string;
  day: string;
  month: string;
  budget: string;
  channel: 'email' | 'whatsapp';
  consent: boolean;
  orderId: string | null;
}

export const emptyReminder = (prefill: Partial<ReminderFormValues> = {}): ReminderFormValues => ({
  personName: '',
  relationship: '',
  occasion: '',
  day: '',
  month: '',
  budget: '',
  channel: 'email',
  consent: false,
  orderId: null,
  ...prefill,
});

const fields = ReminderInputSchema.shape;
/** A select's text as the number the contract checks; nothing chosen is missing. */
const chosenNumber = (rule: z.ZodNumber) => z.string().transform((v) => (v ? Number(v) : undefined)).pipe(rule);

/** The contract's own fields over the form's values; what it outputs is what the API takes. */
export const reminderFormSchema = z
  .object({
    personName: fields.personName,
    relationship: fields.relationship,
    occasion: fields.occasion,
    day: chosenNumber(fields.day),
    month: chosenNumber(fields.month),
    budget: z.string().transform((v) => v || null).pipe(fields.budget.unwrap()),
    channel: fields.channel.unwrap(),
    consent: z.boolean().pipe(fields.consent),
    orderId: fields.orderId.unwrap(),
  })
  // The contract checks the date only once every field passes; the form says it with the others.
  .refine((v) => typeof v.day !== 'number' || typeof v.month !== 'number' || isRealDay(v.day, v.month), {
    path: ['day'],
    message: 'Cette date n’existe pas',
    when: () => true,
  }) satisfies z.ZodType<unknown, ReminderFormValues>;

/** The text key of each field's error: the contract speaks French, the form speaks the visitor's language. */
export const errorKeyOf = {
  personName: 'form.nameRequired',
  relationship: 'form.chooseRequired',
  occasion: 'form.chooseRequired',
  day: 'form.dateInvalid',
  month: 'form.dateInvalid',
  budget: 'form.chooseRequired',
  channel: 'form.chooseRequired',
  consent: 'form.consentRequired',
  orderId: 'saveError',
} as const;
