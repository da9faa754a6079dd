import { useEffect } from 'react';
import { useAppearance } from '@/hooks/use-site';

/** Sets the browser tab's title to "<page> | <shop name>" while the page is shown. */
export function usePageTitle(page: string | null) {
  const site = useAppearance().data?.company_name || 'Cadeaux Maroc';
  useEffect(() => {
    if (page) document.title = `${page} | ${site}`;
  }, [page, site]);
}
