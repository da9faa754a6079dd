import { Link } from 'wouter';
import { Gift } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** What a private link's page (an e-card, a recipient's address request) says when the link leads nowhere, and the way home. */
export function DeadLinkCard({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <Card className="p-8 text-center">
      <Gift className="mx-auto h-12 w-12 text-muted" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <Link href="/" className={`${buttonClass('primary')} mt-6`}>
        {home}
      </Link>
    </Card>
  );
}
