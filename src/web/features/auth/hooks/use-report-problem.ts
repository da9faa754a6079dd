import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import type { FormProblem } from '@/features/auth/utils/validation';

const missingFields = new Set<FormProblem>(['loginRequired', 'registerRequired', 'emailRequired', 'firstNameRequired']);

interface FormHandle<T extends FieldValues> {
  setError: UseFormSetError<T>;
  setFocus: UseFormSetFocus<T>;
}

/** Shows a refused form the shop's way (a toast) and marks the fields concerned, focusing the first. */
export function useReportProblem() {
  const { t } = useTranslation('auth');
  return useCallback(
    <T extends FieldValues>(form: FormHandle<T>, problem: FormProblem, fields: Path<T>[]) => {
      const message = missingFields.has(problem) ? t('validation.required') : t(`validation.${problem}.description`);
      for (const field of fields) form.setError(field, { type: 'manual', message });
      if (fields[0]) form.setFocus(fields[0]);
      toast({
        title: t(`validation.${problem}.title`),
        description: t(`validation.${problem}.description`),
        variant: 'destructive',
      });
    },
    [t],
  );
}
