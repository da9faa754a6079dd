import { useEffect } from 'react';
import { handleSessionExpired } from '@/lib/session-expired';

/** A query that failed with a 401 sends the admin to sign in again ('Session expirée'). */
export function useSessionExpiredOn(error: unknown) {
  useEffect(() => {
    if (error) handleSessionExpired(error);
  }, [error]);
}
