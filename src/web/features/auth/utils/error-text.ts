import type { Locale } from '@contracts/common';
import { ApiError } from '@/lib/api';

/**
 * The text for a failed call: in French the server's own message (it speaks French); in Arabic and
 * English a translated text chosen by status, else the translated fallback.
 */
export function apiErrorText(err: unknown, locale: Locale, fallback: string, byStatus: Record<number, string> = {}) {
  if (!(err instanceof ApiError)) return fallback;
  if (locale === 'fr' && err.serverMessage) return err.serverMessage;
  return byStatus[err.status] ?? fallback;
}
