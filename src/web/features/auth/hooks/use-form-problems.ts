import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Control, FieldErrors, FieldValues } from 'react-hook-form';
import { useFieldErrors } from '@/components/ui/form/use-field-errors';
import { toast } from '@/components/ui/toast';
import type { Problem, RequiredProblem } from '@/features/auth/utils/form-problems';

/**
 * The words of a refused auth form in the visitor's language: the text under a field, and the toast
 * on submit (`required` names the form's own toast). Problems come from `firstProblem`.
 */
export function useFormProblems<T extends FieldValues, Out>(control: Control<T, unknown, Out>, required: RequiredProblem) {
  const { t } = useTranslation('auth');
  const error = useFieldErrors(control, (_, { message }) => {
    const problem = message as Problem | undefined;
    if (!problem) return undefined;
    return problem === 'required' ? t('validation.required') : t(`validation.${problem}.description`);
  });
  const onInvalid = useCallback(
    (errors: FieldErrors) => {
      const problem = Object.values(errors)[0]?.message as Problem | undefined;
      if (!problem) return;
      const toastOf = problem === 'required' ? required : problem;
      toast({ title: t(`validation.${toastOf}.title`), description: t(`validation.${toastOf}.description`), variant: 'destructive' });
    },
    [t, required],
  );
  return { error, onInvalid };
}
