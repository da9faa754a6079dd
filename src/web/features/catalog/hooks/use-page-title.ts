import { useEffect } from 'react';
import { useAppearance } from '@/lib/site-queries';

/** Sets the browser tab's title to "<page> | <shop name>" while the page is shown. */
export function usePageTitle(page: string | null) {
  const site = useAppearance().data?.companyName || 'Cadeaux Maroc';
  useEffect(() => {
    if (page) document.title = `${page} | ${site}`;
  }, [page, site]);
}
