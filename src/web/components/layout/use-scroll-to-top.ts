import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * A new page starts at its top, as after a full page load. Not the page the visitor landed on: the
 * browser already placed it (at its top, at its #anchor, where a reload left it), and a rendered
 * page may have been scrolled before its code came, so scrolling to the top on hydration would
 * throw the visitor back to the top.
 */
export function useScrollToTop() {
  const [location] = useLocation();
  const landedOn = useRef(location);
  useEffect(() => {
    if (location === landedOn.current) return;
    landedOn.current = '';
    window.scrollTo(0, 0);
  }, [location]);
}
