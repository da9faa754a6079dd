import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at its top, as after a full page load. */
export function useScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
