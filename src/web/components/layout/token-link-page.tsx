import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from './use-document-title';

/** The page an e-mail's one-click link opens: a card in the middle, around what the link's `?token=` does. */
export function TokenLinkPage({ title, children }: { title: string; children: (token: string) => ReactNode }) {
  const [params] = useSearchParams();
  useDocumentTitle(title);
  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md p-6 sm:p-8">{children(params.get('token')?.trim() ?? '')}</Card>
    </main>
  );
}
