import { useEffect } from 'react';
import { CircleCheck, LinkIcon, Loader2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '@/components/ui/button';

interface Props {
  token: string;
  /** What the link does, as a mutation taking its token. */
  action: { mutate: (token: string) => void; isError: boolean; isSuccess: boolean };
  texts: { pending: string; home: string; invalid: { title: string; text: string }; done: { title: string; text: string } };
}

/**
 * Follows an e-mailed one-click link once and says how it went. The page does it, not the link
 * itself: a mail scanner opening links runs no script.
 */
export function OneClickOutcome({ token, action, texts }: Props) {
  const { mutate } = action;
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const failed = !token || action.isError;
  if (!failed && !action.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-muted">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
        {texts.pending}
      </p>
    );
  }
  const outcome = failed ? texts.invalid : texts.done;
  return (
    <div role="status" className="text-center">
      {failed ? <LinkIcon className="mx-auto h-14 w-14 text-danger" aria-hidden="true" /> : <CircleCheck className="mx-auto h-14 w-14 text-success" aria-hidden="true" />}
      <h1 className="mt-4 text-3xl font-semibold">{outcome.title}</h1>
      <p className="mt-3 text-muted">{outcome.text}</p>
      <Link href="/" className={`${buttonClass('primary')} mt-6`}>
        {texts.home}
      </Link>
    </div>
  );
}
