import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { PageHeader } from './page-header';

/** An admin screen whose tab title is its header's: the header, then what the screen shows. */
export function AdminPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
    </>
  );
}
