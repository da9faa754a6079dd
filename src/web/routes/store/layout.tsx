import type { ReactNode } from 'react';

export function StoreLayout({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
