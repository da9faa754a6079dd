import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Goes to `path` after `ms` milliseconds (the shop's pause to read a success message); cancelled on unmount. */
export function useRedirectAfter(path: string, ms: number) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(path), ms);
    return () => window.clearTimeout(timer);
  }, [path, ms, navigate]);
}
