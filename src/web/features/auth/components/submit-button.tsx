import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A submit button that shows a spinner and its busy label while the call runs. */
export function SubmitButton(props: { pending: boolean; label: string; busyLabel: string; icon?: ReactNode; disabled?: boolean; className?: string }) {
  return (
    <Button type="submit" disabled={props.pending || props.disabled} aria-busy={props.pending} className={cn('w-full', props.className)}>
      {props.pending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : props.icon}
      {props.pending ? props.busyLabel : props.label}
    </Button>
  );
}

/** A profile section's submit button, at the end of a line closing the form. */
export function SubmitFooter(props: { pending: boolean; label: string; busyLabel: string; icon: ReactNode }) {
  return (
    <div className="flex justify-end border-t border-border pt-5">
      <SubmitButton {...props} className="sm:w-auto" />
    </div>
  );
}

/** The save button of the profile's sections. */
export function SaveProfileFooter({ pending }: { pending: boolean }) {
  const { t } = useTranslation('auth');
  return <SubmitFooter pending={pending} label={t('profile.save')} busyLabel={t('profile.saving')} icon={<Save className="h-4 w-4" aria-hidden="true" />} />;
}
