import { isRealDay, ReminderInputSchema } from '@contracts/reminders';

/**
 * The form's values: the contract's fields as a form holds them (numbers and the budget as select
 * text, the consent a plain checkbox), checked by the contract itself on submit.
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

/** The values as the contract reads them, or the first message of each field that fails. */
export function readReminderForm(values: ReminderFormValues) {
  const parsed = ReminderInputSchema.safeParse({
    ...values,
    day: values.day ? Number(values.day) : undefined,
    month: values.month ? Number(values.month) : undefined,
    budget: values.budget || null,
    orderId: values.orderId,
  });
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: Partial<Record<keyof ReminderFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ReminderFormValues;
    errors[field] ??= issue.message;
  }
  // The contract checks the date only once every field passes; the form says it with the others.
  if (values.day && values.month && !isRealDay(Number(values.day), Number(values.month))) errors.day ??= 'invalid';
  return { ok: false as const, errors };
}

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
